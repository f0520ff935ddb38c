import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '@spotter/shared';
import { useNotifications } from '../api/get-notifications';
import { attentionText, badgeText } from '../notice-text';
import { BellIcon } from './bell-icon';
import { NotificationPanel } from './notification-panel';

const Wrapper = styled.div`
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
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Badge = styled.span`
  position: absolute;
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
 * docs/product.md §15: the top bar's bell. Its badge counts the members expiring within 7 days
 * or owing; pressing it shows them (a disclosure: Escape, a click elsewhere or leaving it with Tab
 * closes it, and Escape puts focus back on the bell).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useNotifications();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const countId = useId();
  const total = data?.total ?? 0;

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const toggle = () => {
    if (!open) void mutate();
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  // Tab moving focus out of the bell and its list closes the list.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
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
        {total > 0 && <Badge aria-hidden="true">{badgeText(total)}</Badge>}
      </BellButton>
      <Hidden id={countId}>{data ? attentionText(total) : ''}</Hidden>
      {open && (
        <NotificationPanel
          id={panelId}
          data={data}
          failed={Boolean(error)}
          onRetry={() => void mutate()}
          onNavigate={() => setOpen(false)}
        />
      )}
    </Wrapper>
  );
}
