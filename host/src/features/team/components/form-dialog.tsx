import { useId, type ReactNode } from 'react';
import {
  Button,
  Form,
  FormButtons,
  Modal,
  useValidatedForm,
  type Validated,
} from '@spotter/shared';
import { TEAM_FAILURES } from '../api/team-api';
import { useTeamWrite } from '../use-team-write';

/** What `useValidatedForm` gives a field: its props for a kit field. */
type Field<V> = <K extends keyof V & string>(
  name: K,
) => { name: K; value: string; error: string | undefined; onChange: (value: string) => void };

/**
 * A small form over the team list (edit an account, reset its password): its title, fields, Cancel
 * and the submit. Escape or Cancel closes it, unless it is saving; once saved it closes, and a
 * refused save leaves it open as typed.
 */
export function FormDialog<V extends Record<keyof V, string>, Input>({
  title,
  submitLabel,
  initial,
  validate,
  send,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  initial: V;
  validate: (values: V) => Validated<V, Input>;
  send: (input: Input, signal: AbortSignal) => Promise<{ message: string }>;
  onClose: () => void;
  children: (field: Field<V>) => ReactNode;
}) {
  const titleId = useId();
  const write = useTeamWrite(TEAM_FAILURES.account);
  const { field, saving, submit } = useValidatedForm(initial, validate, async (input) => {
    if (await write.run((signal) => send(input, signal))) onClose();
  });
  return (
    <Modal labelledBy={titleId} initialFocus="input, select" busy={saving} onClose={onClose}>
      <Form onSubmit={submit} aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children(field)}
        <FormButtons submitLabel={submitLabel} saving={saving}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </FormButtons>
      </Form>
    </Modal>
  );
}
