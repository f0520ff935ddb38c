import { paths, useApi, type NotificationList } from '@spotter/shared';

export const NOTIFICATIONS_KEY = paths.dashboard.notifications;

/**
 * The members the front desk should see to. The top bar stays mounted from page to page, so the
 * list is read again when the window regains focus and whenever the bell is opened.
 */
export function useNotifications() {
  return useApi<NotificationList>(NOTIFICATIONS_KEY, { revalidateOnFocus: true });
}
