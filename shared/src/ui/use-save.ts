import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isAbortError } from '../api/errors';
import { useAbortOnUnmount } from '../api/swr';
import { useToast } from './toast';

export interface SaveOptions<T> {
  /** The success toast, from what the save answered. */
  success: (result: T) => string;
  /** The error toast (and log line) when the server gives no message of its own. */
  failure: string;
  /** Where to go once saved; without it the screen stays where it is (a settings form). */
  then?: string;
}

/**
 * The submit of every add and edit form: save, say so, move on. A failure shows the server's
 * message (or `failure`) and stays on the form; a save cut short by leaving the screen says nothing.
 */
export function useSave() {
  const navigate = useNavigate();
  const toast = useToast();
  const signal = useAbortOnUnmount();
  return useCallback(
    async <T>(
      save: (signal: AbortSignal) => Promise<T>,
      { success, failure, then }: SaveOptions<T>,
    ) => {
      try {
        const result = await save(signal());
        toast.success(success(result));
        if (then !== undefined) navigate(then);
      } catch (error) {
        if (isAbortError(error)) return;
        console.error(failure, error);
        toast.error(errorMessage(error, failure));
      }
    },
    [navigate, toast, signal],
  );
}
