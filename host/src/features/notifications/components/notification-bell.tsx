import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { visuallyHidden } from '@spotter/shared';
import { useNotifications } from '../api/get-notifications';
import { attentionText, badgeText } from '../notice-text';
import { BellIcon } from './bell-icon';

// The list's code is fetched when the bell is first pressed: the login page does not carry it.
const NotificationPanel = lazy(() =>
  import(/* webpackChunkName: "notification-panel" */ './notification-panel').then((m) => ({
    default: m.NotificationPanel,
  })),
);

const Wrapper = styled.div`
  grid-area: bell;
  position: relative;
  display: inline-flex;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  ${({ theme }) => theme.media.coarse} {
    min-width: ${({ theme }) => theme.touchTarget};
    min-height: ${({ theme }) => theme.touchTarget};
    align-items: center;
    justify-content: center;
  }
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Badge = styled.span`
  position: absolute;
  pointer-events: none;
  top: -4px;
  right: -6px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * docs/product/dashboard.md §15: the top bar's bell. Its badge counts the reminders due today (§25);
 * pressing it shows them (a disclosure: Escape, a click elsewhere or leaving it with Tab
 * closes it, and Escape puts focus back on the bell). The list is drawn over the page, at the end
 * of the document, so Tab is led into it from the bell and back out after it.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useNotifications();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const countId = useId();
  const total = data?.total ?? 0;

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!wrapper.current?.contains(target) && !panel.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const toggle = () => {
    if (!open) void mutate();
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Tab') return tabAcross(event);
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Tab order as if the list followed the bell: into it from the bell, back to the bell before
  // its first link, and on from the bell after its last.
  const tabAcross = (event: KeyboardEvent) => {
    const links = Array.from(panel.current?.querySelectorAll<HTMLElement>('a, button') ?? []);
    const from = document.activeElement;
    if (from === button.current && !event.shiftKey && links[0]) {
      event.preventDefault();
      links[0].focus();
    } else if (from === links[0] && event.shiftKey) {
      event.preventDefault();
      button.current?.focus();
    } else if (from === links.at(-1) && !event.shiftKey) {
      button.current?.focus();
    }
  };
  // Tab moving focus out of the bell and its list closes the list.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to && !wrapper.current?.contains(to) && !panel.current?.contains(to)) setOpen(false);
  };

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <BellButton
        ref={button}
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={countId}
        onClick={toggle}
      >
        <BellIcon />
      </BellButton>
      {/* Beside the button, not in it: visible text inside a button must be part of its name. */}
      {total > 0 && <Badge aria-hidden="true">{badgeText(total)}</Badge>}
      <Hidden id={countId}>{data ? attentionText(total) : ''}</Hidden>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <NotificationPanel
              ref={panel}
              anchor={button}
              id={panelId}
              data={data}
              failed={Boolean(error)}
              onRetry={() => void mutate()}
              onNavigate={() => setOpen(false)}
            />
          </Suspense>,
          document.body,
        )}
    </Wrapper>
  );
}
