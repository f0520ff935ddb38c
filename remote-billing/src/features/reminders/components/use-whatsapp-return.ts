import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReminderTask } from '@spotter/shared';

export interface WhatsAppReturn {
  /** WhatsApp was tapped on this reminder: the page is about to lose the desk to WhatsApp. */
  opened: (task: ReminderTask) => void;
  /** The reminder offering "Sent on WhatsApp": its WhatsApp was tapped and the desk came back. */
  offered: ReminderTask | null;
  dismiss: () => void;
}

/**
 * The way back from WhatsApp (docs/product/reminders.md §25). The chat opens in another tab or in
 * the app, so the page is hidden or loses focus; once it is shown and focused again, the reminder
 * whose WhatsApp was tapped last is offered. Offering it on the tap itself would announce it to
 * a desk that has already left.
 */
export function useWhatsAppReturn(): WhatsAppReturn {
  const [opened, setOpened] = useState<ReminderTask | null>(null);
  const [offered, setOffered] = useState<ReminderTask | null>(null);
  const away = useRef(false);

  useEffect(() => {
    if (!opened) return;
    const leave = () => {
      away.current = true;
    };
    const back = () => {
      if (!away.current || document.visibilityState !== 'visible') return;
      setOffered(opened);
      setOpened(null);
    };
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [opened]);

  return {
    opened: useCallback((task: ReminderTask) => {
      away.current = false;
      setOffered(null);
      setOpened(task);
    }, []),
    offered,
    dismiss: useCallback(() => setOffered(null), []),
  };
}
