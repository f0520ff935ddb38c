import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, type FieldProps } from './field';

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export type TextAreaFieldProps = FieldProps &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'onChange' | 'id' | 'aria-describedby'
  > & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextAreaField({
  label,
  error,
  id,
  'aria-describedby': describedBy,
  onChange,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} id={id} aria-describedby={describedBy}>
      {(aria) => (
        <TextArea {...rest} {...aria} rows={rows} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
