import { useId } from 'react';
import styled from 'styled-components';
import { FieldHint, TextAreaField } from '@spotter/shared';
import { REMINDER_LIMITS, REMINDER_PLACEHOLDERS } from '../rules';
import { previewOf } from './settings-values';

const Preview = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  figcaption {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const PLACEHOLDERS = `Placeholders: ${REMINDER_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`;

/** A rule's message, the placeholders it may use, and how it reads for the sample member as typed. */
export function TemplateField({
  value,
  error,
  onChange,
  gym,
  upi,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  gym: string;
  upi: string;
}) {
  const hintId = useId();
  const previewId = useId();
  return (
    <>
      <TextAreaField
        label="Message"
        value={value}
        error={error}
        onChange={onChange}
        maxLength={REMINDER_LIMITS.templateMax}
        aria-describedby={hintId}
      />
      <FieldHint id={hintId}>{PLACEHOLDERS}</FieldHint>
      <Preview aria-labelledby={previewId}>
        <figcaption id={previewId}>Preview</figcaption>
        {previewOf(value, gym, upi)}
      </Preview>
    </>
  );
}
