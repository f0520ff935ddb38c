import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  expectSuccess,
  request,
  type LogOutcomeBody,
  type OutcomeLogged,
  type ReminderTask,
} from '@spotter/shared';
import { isReminderStaleKey, outcomePath } from './reminders-resource';

/**
 * Logs a contact on a reminder (docs/product/reminders.md §25), then reads again whatever shows the
 * member's reminders (the queue, its counts, the bell) or, for an enquiry's follow-up, the
 * enquiry. Rejects with the API's refusal.
 */
export function useLogOutcome() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (task: ReminderTask, body: LogOutcomeBody, signal?: AbortSignal) => {
      const logged = expectSuccess(
        await request<OutcomeLogged>(outcomePath(task.id), { method: 'POST', json: body, signal }),
        'Could not log the outcome.',
      );
      void mutate(
        task.enquiry
          ? isReminderStaleKey([], [task.enquiry.id])
          : isReminderStaleKey(task.member_id === null ? [] : [task.member_id]),
      );
      return logged;
    },
    [mutate],
  );
}
