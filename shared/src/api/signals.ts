/** A signal that aborts after `ms`, or when `signal` aborts; `timedOut()` tells which. */
export function withTimeout(ms: number, signal?: AbortSignal) {
  const timeout = createTimeoutSignal(ms);
  const combined = signal ? anySignal([signal, timeout]) : timeout;
  return { signal: combined, timedOut: () => timeout.aborted };
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
