import { useId, type ReactNode } from 'react';
import {
  Button,
  Form,
  FormButtons,
  Modal,
  useSave,
  useValidatedForm,
  type FieldErrors,
  type Validated,
} from '@spotter/shared';

/** What `useValidatedForm` gives a field: its props for a kit field. */
export type FormDialogField<V> = <K extends keyof V & string>(
  name: K,
) => { name: K; value: string; error: string | undefined; onChange: (value: string) => void };

export interface FormDialogProps<V, Input, Reply> {
  title: string;
  submitLabel: string;
  initial: V;
  validate: (values: V) => Validated<V, Input>;
  /** The write; its answer's message is the success toast. */
  send: (input: Input, signal: AbortSignal) => Promise<Reply>;
  /** The error toast when the server gives no message of its own. */
  failure: string;
  /** The trail's record of the write, when it can be taken back: the success toast offers Undo. */
  undo?: (reply: Reply) => number | null | undefined;
  /** A refusal that belongs beside a field (a name in use): its errors, shown there instead of a toast. */
  refusedFields?: (error: unknown) => FieldErrors<V> | null;
  onClose: () => void;
  children: (field: FormDialogField<V>) => ReactNode;
}

/**
 * A small form over a screen (edit an account, take a payment): its title, fields, Cancel and the
 * submit. Escape or Cancel closes it, unless it is saving; once saved it closes, and a refused save
 * leaves it open as typed.
 */
export function FormDialog<
  V extends Record<keyof V, string>,
  Input,
  Reply extends { message: string },
>({
  title,
  submitLabel,
  initial,
  validate,
  send,
  failure,
  undo,
  refusedFields,
  onClose,
  children,
}: FormDialogProps<V, Input, Reply>) {
  const titleId = useId();
  const save = useSave();
  const { field, setErrors, saving, submit } = useValidatedForm(
    initial,
    validate,
    async (input) => {
      const saved = await save((signal) => send(input, signal), {
        success: (reply) => reply.message,
        failure,
        undo,
        shown: (error) => {
          const errors = refusedFields?.(error);
          if (errors) setErrors(errors);
          return !!errors;
        },
      });
      if (saved) onClose();
    },
  );
  return (
    <Modal labelledBy={titleId} initialFocus="input, select" busy={saving} onClose={onClose}>
      <Form
        onSubmit={(event) => {
          // React events bubble through the portal: opened from inside another form, it is not that form's submit.
          event.stopPropagation();
          submit(event);
        }}
        aria-labelledby={titleId}
      >
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
