import { useMemo } from 'react';
import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  DataTable,
  EmptyState,
  ErrorState,
  formatDate,
  formatDateTime,
  isAbortError,
  Loading,
  useResourceAll,
  type Column,
  type ReminderContact,
} from '@spotter/shared';
import { memberContactsResource } from '../api/members-resource';
import { MemberSection } from './member-section';

/** The outcome in words, with the day a promise names: "Promised to pay (28 Nov 2026)". */
export function outcomeText({ outcome, promised_on }: ReminderContact): string {
  const words = CONTACT_OUTCOMES[outcome];
  return promised_on ? `${words} (${formatDate(promised_on)})` : words;
}

const columns: Column<ReminderContact>[] = [
  {
    key: 'at',
    header: 'When',
    cell: (contact) => <time dateTime={contact.at}>{formatDateTime(contact.at)}</time>,
    card: 'title',
  },
  { key: 'who', header: 'Who', cell: (contact) => contact.admin_name },
  { key: 'how', header: 'How', cell: (contact) => CONTACT_CHANNELS[contact.channel] },
  { key: 'outcome', header: 'Outcome', cell: outcomeText },
  { key: 'note', header: 'Note', cell: (contact) => contact.note },
];

/**
 * A member's Contacts (docs/product/reminders.md §25): every reminder sent and call made from Reminders,
 * newest first, with who made it, how, what came of it and the note, so the desk knows what was
 * said before calling again.
 */
export function MemberContacts({ memberId }: { memberId: number }) {
  const resource = useMemo(() => memberContactsResource(memberId), [memberId]);
  const list = useResourceAll(resource);
  const failed = Boolean(list.error) && !isAbortError(list.error);
  return (
    <MemberSection heading="Contacts">
      {failed ? (
        <ErrorState message="Could not load the contacts." onRetry={list.retry} />
      ) : list.isLoading ? (
        <Loading />
      ) : list.rows.length === 0 ? (
        <EmptyState>No contacts yet.</EmptyState>
      ) : (
        <DataTable
          caption="Contacts"
          columns={columns}
          rows={list.rows}
          rowKey={(contact) => contact.id}
          emptyText="No contacts yet."
        />
      )}
    </MemberSection>
  );
}
