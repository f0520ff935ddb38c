import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from '@spotter/shared/core';

const Input = styled.input`
  ${controlStyles}
  max-width: 320px;
`;

export type SearchInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

export function SearchInput({ label, onChange, ...rest }: SearchInputProps) {
  return (
    <Input
      {...rest}
      type="search"
      aria-label={label}
      placeholder={label}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
