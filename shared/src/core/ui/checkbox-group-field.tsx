import { useId } from 'react';
import { ErrorText } from './field';
import { ChoiceFieldset } from './radio-group-field';

export interface CheckboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * Several choices at once, each in view: checkboxes named by their legend, with the group's error
 * under them (announced with the group).
 */
export function CheckboxGroupField({
  label,
  options,
  checked,
  onToggle,
  error,
}: {
  label: string;
  options: readonly CheckboxOption[];
  checked: (value: string) => boolean;
  onToggle: (value: string, on: boolean) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <ChoiceFieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={checked(option.value)}
            disabled={option.disabled}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </ChoiceFieldset>
  );
}
