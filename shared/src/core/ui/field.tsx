import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A quiet line under a control: a status, a hint, a load failure with its Retry. */
export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What is wrong with a field, under it. */
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const controlStyles = css`
  width: 100%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  ${({ theme }) => theme.media.coarse} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface FieldProps {
  label: string;
  /** Shown under the control and linked to it with aria-describedby. */
  error?: string | null;
  id?: string;
  'aria-describedby'?: string;
}

export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label above, control, inline error below; `children` receives the wiring for the control. */
export function Field({
  label,
  error,
  id,
  'aria-describedby': describedBy,
  children,
}: FieldProps & { children: (aria: ControlAria) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
