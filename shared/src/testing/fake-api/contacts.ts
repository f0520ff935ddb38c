import { paths } from '@spotter/api/paths';
import type { ContactList, ReminderContact } from '../../core/types';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { answer, notFound } from './paging';
import { idIn } from './route-ids';

/** A contact logged from Reminders, as the fake keeps it: with the member or enquiry it concerns. */
export type FakeContact = ReminderContact & {
  member_id: number | null;
  enquiry_id?: number | null;
};

/** A WhatsApp reminder sent to member 1 by the Gym Owner on 20 Nov 2026, 10:00 (UTC). */
export const sampleContact = (id: number, overrides: Partial<FakeContact> = {}): FakeContact => ({
  id,
  member_id: 1,
  at: '2026-11-20T10:00:00.000Z',
  admin_name: 'Gym Owner',
  channel: 'whatsapp',
  outcome: 'sent',
  reason: 'Expires in 3 days',
  promised_on: null,
  next_follow_up: null,
  note: '',
  ...overrides,
});

/**
 * `GET /members/:id/contacts`: the member's contacts, newest first; 404 for an unknown member.
 * `contacts` reads the store wherever it is kept, so what the queue logs shows here.
 */
export function contactsRoutes(db: { members: FakeMember[] }, contacts: () => FakeContact[]) {
  return (method: string, pathname: string): Reply | undefined => {
    const memberId = idIn(paths.reminders.memberContacts, pathname);
    if (memberId === undefined || method !== 'GET') return undefined;
    if (!db.members.some((m) => m.id === memberId)) return notFound('Member not found');
    const data = contacts()
      .filter((contact) => contact.member_id === memberId)
      .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
      .map(({ member_id: _member, enquiry_id: _enquiry, ...contact }) => contact);
    return answer<ContactList>({ status: 'success', data });
  };
}
