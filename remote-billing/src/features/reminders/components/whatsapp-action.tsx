import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, LinkButton, useSubmit, useSave, type ReminderTask } from '@spotter/shared';
import { useLogOutcome } from '../api/log-outcome';
import { SENT_ON_WHATSAPP } from './outcome-values';
import type { WhatsAppReturn } from './use-whatsapp-return';

// A line of its own under WhatsApp, in the table's cell as in the phone's card.
const Offer = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A reminder's WhatsApp link and, once the desk is back from the chat it opened, the one-tap
 * "Sent on WhatsApp" (docs/product/reminders.md §25), next to it in the Tab order. "Not now" or
 * Escape puts it away and focus back on WhatsApp.
 */
export function WhatsAppAction({
  task,
  whatsapp,
}: {
  task: ReminderTask & { whatsapp_url: string };
  whatsapp: WhatsAppReturn | null;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const logOutcome = useLogOutcome();
  const save = useSave();
  const { saving, submit } = useSubmit(
    () => task,
    async (sent) => {
      const saved = await save((signal) => logOutcome(sent, SENT_ON_WHATSAPP, signal), {
        success: (logged) => logged.message,
        failure: 'Could not log the outcome.',
      });
      if (saved) whatsapp?.dismiss();
    },
  );
  const offered = whatsapp?.offered?.id === task.id;
  const dismiss = () => {
    whatsapp?.dismiss();
    link.current?.focus();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || saving) return;
    event.stopPropagation();
    dismiss();
  };

  return (
    <>
      <LinkButton
        ref={link}
        variant="secondary"
        to={task.whatsapp_url}
        target="_blank"
        rel="noreferrer"
        onClick={() => whatsapp?.opened(task)}
      >
        WhatsApp
      </LinkButton>
      {offered && (
        <Offer role="group" aria-label={`WhatsApp to ${task.name}`} onKeyDown={escape}>
          <Button busy={saving} onClick={() => submit()}>
            Sent on WhatsApp
          </Button>
          <Button variant="ghost" disabled={saving} onClick={dismiss}>
            Not now
          </Button>
        </Offer>
      )}
    </>
  );
}
