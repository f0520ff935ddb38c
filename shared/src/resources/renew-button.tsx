import { useState } from 'react';
import { Button, useCan, type ButtonVariant } from '@spotter/shared';
import { RenewDialog, type RenewDialogProps } from './renew-dialog';

/**
 * A Renew button and its dialog, offered only to an account that renews memberships (the API's
 * `payments.record`). Whether the member is due for a renewal (their expiry has passed) is for
 * the screen that shows it to say.
 */
export function RenewButton({
  member,
  onRenewed,
  variant = 'secondary',
}: Pick<RenewDialogProps, 'member' | 'onRenewed'> & { variant?: ButtonVariant }) {
  const may = useCan('payments.record');
  const [open, setOpen] = useState(false);
  if (!may) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Renew
      </Button>
      {open && <RenewDialog member={member} onRenewed={onRenewed} onClose={() => setOpen(false)} />}
    </>
  );
}
