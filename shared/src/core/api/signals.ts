/** A signal that aborts after `ms`, or when `signal` aborts; `timedOut()` tells which. */
export function withTimeout(ms: number, signal?: AbortSignal) {
  const timeout = createTimeoutSignal(ms);
  const combined = signal ? anySignal([signal, timeout]) : timeout;
  return { signal: combined, timedOut: () => timeout.aborted };
}

/**
 * A signal that aborts once nothing has happened for `ms` (each `touch()` starts the wait again),
 * or when `signal` aborts: a download is given as long as its bytes keep arriving.
 */
export function withIdleTimeout(ms: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new DOMException('signal timed out', 'TimeoutError')),
      ms,
    );
  };
  touch();
  const combined = signal ? anySignal([signal, controller.signal]) : controller.signal;
  combined.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return {
    signal: combined,
    timedOut: () => controller.signal.aborted,
    touch,
    done: () => clearTimeout(timer),
  };
}

function createTimeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
  return controller.signal;
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}
