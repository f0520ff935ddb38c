import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

export const TOAST_DURATION_MS = 5000;

type Tone = 'success' | 'error';

/** A button on a message (Undo): pressing it runs `run` and closes the message. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** How long a success stays; TOAST_DURATION_MS unless given. */
  durationMs?: number;
}

interface Toast extends ToastOptions {
  id: number;
  tone: Tone;
  message: string;
}

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => void;
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const Stack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.layers.toast};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: min(92vw, 380px);
`;

const Item = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successText : theme.colors.dangerText)};
  p {
    margin: 0;
    flex: 1;
  }
  button {
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
    &[data-action] {
      font-weight: 700;
      text-decoration: underline;
    }
    ${({ theme }) => theme.media.coarse} {
      min-width: ${({ theme }) => theme.touchTarget};
      min-height: ${({ theme }) => theme.touchTarget};
    }
  }
`;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  // A failure stays until dismissed: the clerk may be looking away when it comes.
  useEffect(() => {
    if (toast.tone === 'error') return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone, toast.durationMs, onDismiss]);
  const { action } = toast;
  return (
    <Item $tone={toast.tone} role={toast.tone === 'success' ? 'status' : 'alert'}>
      <p>{toast.message}</p>
      {action && (
        <button
          type="button"
          data-action
          onClick={() => {
            onDismiss(toast.id);
            action.run();
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </Item>
  );
}

/**
 * Page-level messages (the product's alerts, docs/product/calls-and-messages.md §8): success as role status, gone after
 * TOAST_DURATION_MS; failures as role alert, kept until dismissed.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((t) => t.id !== id)),
    [],
  );
  const api = useMemo<ToastApi>(() => {
    const add = (tone: Tone) => (message: string, options?: ToastOptions) =>
      setToasts((all) => [...all, { ...options, id: nextId.current++, tone, message }]);
    return { success: add('success'), error: add('error') };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> (SpotterProvider includes one)');
  return api;
}
