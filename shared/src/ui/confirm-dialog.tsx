import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@spotter/shared/core';
import { Modal } from './modal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question. Focus starts on Cancel (the safe answer) and returns where it was. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  if (!open) return null;
  return (
    <Modal
      labelledBy={title ? titleId : undefined}
      label="Confirm"
      describedBy={messageId}
      initialFocus="[data-safe-answer]"
      busy={busy}
      onClose={onCancel}
    >
      {title && <h2 id={titleId}>{title}</h2>}
      <p id={messageId}>{message}</p>
      <Actions>
        <Button data-safe-answer variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
