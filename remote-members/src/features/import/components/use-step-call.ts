import { useCallback, useState } from 'react';
import { errorMessage, isAbortError, useAbortOnUnmount } from '@spotter/shared';

/**
 * A step's call to the API: busy until it settles. A refusal's message stays on the step (an
 * alert beside what it is about) until the next try, rather than in a passing toast: the clerk
 * has to act on it. Resolves to null when refused or cut short by leaving the screen.
 */
export function useStepCall() {
  const signal = useAbortOnUnmount();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const call = useCallback(
    async <T>(send: (signal: AbortSignal) => Promise<T>, failure: string): Promise<T | null> => {
      setBusy(true);
      setError(null);
      try {
        return await send(signal());
      } catch (caught) {
        if (!isAbortError(caught)) {
          console.error(failure, caught);
          setError(errorMessage(caught, failure));
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [signal],
  );
  return { busy, error, setError, call };
}
