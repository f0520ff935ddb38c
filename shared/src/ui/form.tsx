import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, LinkButton } from '@spotter/shared/core';
import { PageHeader } from './page-header';

const StyledForm = styled.form<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ $wide }) => ($wide ? '880px' : '560px')};
`;

/**
 * Spotter validates in code and shows errors inline, so the browser's own bubbles are off. A
 * `wide` form (a member's, a balance's) has room for its fields in a `FormGrid`.
 */
export function Form({
  wide = false,
  ...props
}: ComponentPropsWithRef<'form'> & { wide?: boolean }) {
  return <StyledForm noValidate $wide={wide} {...props} />;
}

/** A wide form's fields, in as many columns as fit. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A form's closing buttons: a way out (`leaveTo`: Cancel, or Back), any buttons of the screen's
 * own (`children`), and the submit, busy while saving.
 */
export function FormButtons({
  submitLabel,
  saving,
  leaveTo,
  leaveLabel = 'Cancel',
  children,
}: {
  submitLabel: string;
  saving: boolean;
  leaveTo?: string;
  leaveLabel?: string;
  children?: ReactNode;
}) {
  return (
    <FormActions>
      {leaveTo !== undefined && (
        <LinkButton variant="secondary" to={leaveTo}>
          {leaveLabel}
        </LinkButton>
      )}
      {children}
      <Button type="submit" busy={saving}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}

/** An add or edit screen: its title, then the form on a card, or (`fallback`) what shows instead. */
export function FormScreen({
  title,
  fallback,
  children,
}: {
  title: string;
  /** Loading, not found or failed (from `useRecordPage`); nothing once the record is there. */
  fallback?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      {fallback ?? <Card>{children}</Card>}
    </>
  );
}
