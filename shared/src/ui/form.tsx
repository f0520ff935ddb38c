import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Card } from './card';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
`;

/** Spotter validates in code and shows errors inline, so the browser's own bubbles are off. */
export function Form(props: ComponentPropsWithRef<'form'>) {
  return <StyledForm noValidate {...props} />;
}

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A form's closing buttons: a way out (Cancel, or Back) and the submit, busy while saving. */
export function FormButtons({
  submitLabel,
  saving,
  leaveTo,
  leaveLabel = 'Cancel',
}: {
  submitLabel: string;
  saving: boolean;
  leaveTo: string;
  leaveLabel?: string;
}) {
  return (
    <FormActions>
      <LinkButton variant="secondary" to={leaveTo}>
        {leaveLabel}
      </LinkButton>
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
