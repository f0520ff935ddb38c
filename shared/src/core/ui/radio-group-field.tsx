import { useId } from 'react';
import styled from 'styled-components';

/** A group of radios or checkboxes named by its legend, each choice on a line of its own. */
export const ChoiceFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  ${({ theme }) => theme.media.coarse} {
    label {
      min-height: ${({ theme }) => theme.touchTarget};
    }
  }
`;

/**
 * One choice of a few, each in view: a radio group named by its legend, whose choice the arrow
 * keys move (the browser's own, for radios sharing a name).
 */
export function RadioGroupField<K extends string>({
  label,
  options,
  value,
  onChange,
  name,
}: {
  label: string;
  options: Record<K, string>;
  value: string;
  onChange: (value: string) => void;
  /** The radios' name; one of their own when not given. */
  name?: string;
}) {
  const generated = useId();
  return (
    <ChoiceFieldset>
      <legend>{label}</legend>
      {(Object.entries(options) as [K, string][]).map(([key, text]) => (
        <label key={key}>
          <input
            type="radio"
            name={name ?? generated}
            value={key}
            checked={value === key}
            onChange={() => onChange(key)}
          />
          {text}
        </label>
      ))}
    </ChoiceFieldset>
  );
}
