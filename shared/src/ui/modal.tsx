import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div<{ $side: ModalSide }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.modal};
  display: grid;
  place-items: ${({ $side }) => ($side === 'start' ? 'stretch start' : 'center')};
  padding: ${({ theme, $side }) => ($side === 'start' ? 0 : theme.space[3])};
  background: ${({ theme }) => theme.colors.overlay};
`;

// Never taller or wider than the window: what does not fit scrolls inside, buttons included.
const Panel = styled.div<{ $width: number; $side: ModalSide }>`
  width: min(100%, ${({ $width }) => $width}px);
  max-height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme, $side }) => ($side === 'start' ? 0 : theme.radii.lg)};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Centred (a dialog), or along the window's start edge (a navigation drawer). */
type ModalSide = 'center' | 'start';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

export interface ModalProps {
  /** The id of the element naming the dialog (its heading), or else `label`. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** What gets focus when it opens: the first element inside matching this selector. */
  initialFocus?: string;
  /** While busy, Escape does not close it (a save is under way). */
  busy?: boolean;
  onClose: () => void;
  width?: number;
  side?: ModalSide;
  /** A press on the backdrop, outside the panel, closes it (a drawer; a form would lose its input). */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * The kit's one modal dialog: rendered over the page, focus moved inside and kept there (Tab and
 * Shift+Tab wrap), Escape closes it, and focus goes back to what opened it.
 */
export function Modal(props: ModalProps) {
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  labelledBy,
  label,
  describedBy,
  initialFocus = FOCUSABLE,
  busy = false,
  onClose,
  width = 420,
  side = 'center',
  closeOnBackdrop = false,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
    // A selector is a string: the same one every render, so this runs once, when the dialog opens.
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      $side={side}
      onMouseDown={(event) => {
        if (!closeOnBackdrop || event.target !== event.currentTarget || busy) return;
        // Focus goes back to what opened it, not to the page under the pointer.
        event.preventDefault();
        onClose();
      }}
    >
      <Panel
        ref={panelRef}
        $width={width}
        $side={side}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </Panel>
    </Backdrop>
  );
}
