import { useEffect, useId, useState } from 'react';
import { Button, Modal, useLocation } from '@spotter/shared';
import styled from 'styled-components';
import { NavLinks } from './nav-links';
import { Logo } from './sidebar';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 100%;
`;

const MenuIcon = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
    <rect x="2" y="4" width="16" height="2" rx="1" />
    <rect x="2" y="9" width="16" height="2" rx="1" />
    <rect x="2" y="14" width="16" height="2" rx="1" />
  </svg>
);

/**
 * A phone's navigation: the top bar's "Menu" button opens the sidebar's links as a drawer over the
 * page (a modal: focus kept inside, Escape or a press beside it closes it, and focus goes back to
 * the button). Choosing a page closes it.
 */
export default function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const drawerId = useId();

  // A page opened any other way (the search, the bell, Back) closes it too.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        variant="ghost"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </Button>
      {open && (
        <Modal label="Menu" side="start" width={280} closeOnBackdrop onClose={() => setOpen(false)}>
          <Content id={drawerId}>
            <Logo>Spotter</Logo>
            <NavLinks onNavigate={() => setOpen(false)} />
          </Content>
        </Modal>
      )}
    </>
  );
}
