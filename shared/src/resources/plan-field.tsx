import styled from 'styled-components';
import {
  Button,
  FieldHint,
  type FieldProps,
  isAbortError,
  type Plan,
  planOptionLabel,
  SelectField,
} from '@spotter/shared/core';
import { useResourceAll } from '../resource/use-resource-list';
import { plansResource } from './plans';

const Cell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const LOADING_PLANS = 'Loading plans...';

export interface PlanFieldProps extends FieldProps {
  name?: string;
  /** The chosen plan's id, '' for none. */
  value: string;
  /** The id chosen, and its plan (whose price may fill a fee). */
  onChange: (planId: string, plan: Plan | undefined) => void;
  /** A first option that is a choice of its own, such as 'No plan'. */
  none?: string;
  /** A first option asking for a choice, such as 'Select a plan'; it reads 'Loading plans...' while they load. */
  prompt?: string;
  /**
   * What the chosen plan reads while it is not in the list: still loading, or gone since (then
   * saving keeps it rather than silently choosing another). 'Plan #id' by default.
   */
  currentLabel?: string;
}

/**
 * The membership plan picker of every form (docs/product/calls-and-messages.md §9): '{name} ({duration_days} days)'
 * for each plan, the chosen plan kept while it is not listed, and a failed load said with a Retry.
 */
export function PlanField({
  value,
  onChange,
  none,
  prompt,
  currentLabel,
  ...rest
}: PlanFieldProps) {
  const { rows: plans, isLoading, error, retry } = useResourceAll(plansResource);
  const options = plans.map((plan) => ({ value: String(plan.id), label: planOptionLabel(plan) }));
  // A prompt already says the plans are loading; otherwise the chosen plan does.
  const promptLoading = prompt !== undefined && isLoading;
  if (value && !promptLoading && !options.some((option) => option.value === value)) {
    const fallback = isLoading ? LOADING_PLANS : `Plan #${value}`;
    options.push({ value, label: currentLabel ?? fallback });
  }
  return (
    <Cell>
      <SelectField
        {...rest}
        value={value}
        onChange={(id) =>
          onChange(
            id,
            plans.find((plan) => String(plan.id) === id),
          )
        }
        placeholder={promptLoading ? LOADING_PLANS : (prompt ?? none)}
        options={options}
      />
      {error && !isAbortError(error) && (
        <FieldHint role="alert">
          Could not load plans.{' '}
          <Button variant="ghost" onClick={retry}>
            Retry
          </Button>
        </FieldHint>
      )}
    </Cell>
  );
}
