import { useId } from 'react';
import styled from 'styled-components';

// The box, then its label beside it; a finger-sized row on a touch screen.
const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  label {
    font-weight: 600;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
  }
  ${({ theme }) => theme.media.coarse} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
}

/** One checkbox with its label beside it (for several choices, CheckboxGroupField). */
export function CheckboxField({
  label,
  checked,
  onChange,
  name,
  disabled,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <Row className={className}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </Row>
  );
}
