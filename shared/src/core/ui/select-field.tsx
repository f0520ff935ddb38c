import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, type FieldProps } from './field';

const Select = styled.select`
  ${controlStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldProps &
  Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange' | 'id' | 'aria-describedby'
  > & {
    value: string;
    onChange: (value: string) => void;
    options: SelectOption[];
    /** A first option with the value '' (e.g. 'Select a plan'). */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  id,
  'aria-describedby': describedBy,
  onChange,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} id={id} aria-describedby={describedBy}>
      {(aria) => (
        <Select {...rest} {...aria} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
