import {
  Button,
  type Column,
  formatDate,
  Link,
  LinkButton,
  type ReminderContact,
  type ReminderTask,
} from '@spotter/shared';
import styled from 'styled-components';
import { CONTACT_OUTCOMES } from '@spotter/shared/reminders';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "Promised to pay · 24 Nov 2026 · Asha", or "Never". */
export const lastContactText = (contact: ReminderContact | null) =>
  contact
    ? `${CONTACT_OUTCOMES[contact.outcome]} · ${formatDate(contact.at)} · ${contact.admin_name}`
    : 'Never';

/**
 * The queue's columns (docs/product/reminders.md §25). WhatsApp opens the chat with the message typed in,
 * Call dials; Log outcome is offered while the task is open (not on Done).
 */
export const reminderColumns = (
  logOutcome: ((task: ReminderTask) => void) | null,
): Column<ReminderTask>[] => [
  {
    key: 'name',
    card: 'title',
    header: 'Member',
    cell: (t) => <Link to={`/users/${t.member_id}/edit`}>{t.name}</Link>,
  },
  { key: 'reason', card: 'badge', header: 'Why', cell: (t) => t.reason },
  { key: 'phone', header: 'Phone', cell: (t) => t.phone },
  {
    key: 'last_contact',
    priority: 'secondary',
    header: 'Last contact',
    cell: (t) => lastContactText(t.last_contact),
  },
  {
    key: 'actions',
    card: 'actions',
    header: 'Actions',
    cell: (t) => (
      <Actions>
        {t.whatsapp_url && (
          <LinkButton variant="secondary" to={t.whatsapp_url} target="_blank" rel="noreferrer">
            WhatsApp
          </LinkButton>
        )}
        <LinkButton variant="secondary" to={t.tel_url}>
          Call
        </LinkButton>
        {logOutcome && (
          <Button variant="secondary" onClick={() => logOutcome(t)}>
            Log outcome
          </Button>
        )}
      </Actions>
    ),
  },
];
