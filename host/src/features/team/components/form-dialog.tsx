import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Form, FormButtons, Modal } from '@spotter/shared';

/**
 * A small form over the team list (edit an account, reset its password): its title, fields, Cancel
 * and the submit. Escape or Cancel closes it, unless it is saving; a refused save leaves it open as
 * typed.
 */
export function FormDialog({
  title,
  submitLabel,
  saving,
  onCancel,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (event?: FormEvent) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} initialFocus="input, select" busy={saving} onClose={onCancel}>
      <Form onSubmit={onSubmit} aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <FormButtons submitLabel={submitLabel} saving={saving}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </FormButtons>
      </Form>
    </Modal>
  );
}
