import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  NumberField,
  useResourceWrites,
  useToast,
  type ImportMapping,
  type ImportReview,
} from '@spotter/shared';
import { importsResource, type ReviewChoices } from '../api/imports-resource';
import { useStepCall } from './use-step-call';

const Box = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
`;

const Plan = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 240px;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
  }
`;

/** The plan form's rule and messages for a duration (docs/product/screens.md §5). */
function durationError(text: string) {
  const duration = Number(text.trim());
  if (!text.trim()) return 'Duration is required';
  if (!Number.isFinite(duration) || duration < 1) return 'Duration must be at least 1 day';
  if (!Number.isInteger(duration)) return 'Duration must be a whole number of days';
  return null;
}

export interface MissingPlansProps {
  importId: number;
  names: string[];
  mapping: ImportMapping;
  /** The review's choices: the review again keeps them. */
  choices: ReviewChoices;
  /** The review again, now that the plans exist. */
  onReviewed: (review: ImportReview) => void;
}

/**
 * The sheet's plans that Spotter does not have, each with a duration to fill in: created (with
 * no price) in one go, then the sheet is reviewed again so their rows stop being errors.
 */
export function MissingPlans(props: MissingPlansProps) {
  const { importId, names, mapping, choices, onReviewed } = props;
  const toast = useToast();
  const create = useStepCall();
  const { actions } = useResourceWrites(importsResource);
  const [durations, setDurations] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const errorOf = (name: string) => (checked ? durationError(durations[name] ?? '') : null);

  const send = async () => {
    setChecked(true);
    if (names.some((name) => durationError(durations[name] ?? ''))) return;
    const plans = names.map((name) => ({ name, duration_days: Number(durations[name]) }));
    const reviewed = await create.call(async (signal) => {
      const created = await actions.createMissingPlans(importId, { plans }, signal);
      toast.success(created.message);
      return actions.review(importId, { mapping, ...choices }, signal);
    }, 'Creating the plans failed!');
    if (reviewed) onReviewed(reviewed);
  };

  return (
    <Box aria-labelledby="missing-plans-heading">
      <p id="missing-plans-heading">These plans do not exist yet:</p>
      {names.map((name) => (
        <Plan key={name}>
          <legend>{name}</legend>
          <NumberField
            label="Duration (days)"
            required
            min={1}
            step={1}
            value={durations[name] ?? ''}
            error={errorOf(name)}
            onChange={(value) => setDurations((all) => ({ ...all, [name]: value }))}
          />
        </Plan>
      ))}
      {create.error && <ErrorState message={create.error} />}
      <Button busy={create.busy} onClick={() => void send()}>
        Create the missing plans
      </Button>
    </Box>
  );
}
