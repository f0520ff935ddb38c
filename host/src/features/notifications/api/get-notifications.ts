import { useApi, type NotificationList } from '@spotter/shared';

export const NOTIFICATIONS_KEY = '/dashboard/notifications';

/** The members the front desk should see to; read again when the window regains focus (SWR's default). */
export function useNotifications() {
  return useApi<NotificationList>(NOTIFICATIONS_KEY);
}
