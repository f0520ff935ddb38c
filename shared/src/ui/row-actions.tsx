import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, type Permission } from '@spotter/shared/core';
import { floatingPopup } from './popup';
import { usePopupPlacement } from './use-popup-placement';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Menu = styled.ul`
  ${floatingPopup}
  min-width: 140px;
`;

const Item = styled.button<{ $tone?: 'danger' }>`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.background};
  }
  ${({ theme }) => theme.media.coarse} {
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

export interface RowAction {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
  /** Offered only to an account holding it (by ResourceListPage). */
  permission?: Permission;
}

/** A row's "⋯" menu button (WAI-ARIA menu button pattern). */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => {
    const count = actions.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    itemRefs.current[initialFocus === 'first' ? 0 : actions.length - 1]?.focus();
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!wrapperRef.current?.contains(target) && !menuRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, initialFocus, actions.length]);
  usePopupPlacement(buttonRef, menuRef, open);

  const openWith = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(actions.length - 1),
      Escape: () => close(true),
      // The menu lives at the end of the page (a portal): from its button, Tab goes on from there.
      Tab: () => close(true),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {open &&
        createPortal(
          <Menu ref={menuRef} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
            {actions.map((action, index) => (
              <li key={action.label} role="none">
                <Item
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  $tone={action.tone}
                  onClick={() => {
                    close(true);
                    action.onSelect();
                  }}
                >
                  {action.label}
                </Item>
              </li>
            ))}
          </Menu>,
          document.body,
        )}
    </Wrapper>
  );
}
