import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, type FieldProps } from './field';

export const Input = styled.input`
  ${controlStyles}
`;

export type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'aria-describedby'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextField({
  label,
  error,
  id,
  'aria-describedby': describedBy,
  onChange,
  type = 'text',
  ...rest
}: InputFieldProps) {
  return (
    <Field label={label} error={error} id={id} aria-describedby={describedBy}>
      {(aria) => (
        <Input {...rest} {...aria} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
