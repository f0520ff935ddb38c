import { useResourceWrites } from '@spotter/shared';
import { remindersResource } from './reminders-resource';

/**
 * Logs a contact on a reminder (docs/product/reminders.md §25): `(task, body, signal)`, then the
 * kit reads again what the action declares stale (the queue, its counts, the bell, the member's
 * contacts or, for an enquiry's follow-up, the enquiry). Rejects with the API's refusal.
 */
export const useLogOutcome = () => useResourceWrites(remindersResource).actions.logOutcome;
