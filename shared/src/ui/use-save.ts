import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isAbortError, useAbortOnUnmount, useToast } from '@spotter/shared/core';
import { useUndoToast } from './use-undo-toast';

export interface SaveOptions<T> {
  /** The success toast, from what the save answered; without it a success says nothing (a download). */
  success?: (result: T) => string;
  /** The error toast (and log line) when the server gives no message of its own. */
  failure: string;
  /** Where to go once saved; without it the screen stays where it is (a settings form). */
  then?: string;
  /** The trail's record of the write, when it can be taken back: the success toast offers Undo. */
  undo?: (result: T) => number | null | undefined;
  /** A refusal the screen shows itself, in place of the toast: answers true when it has. */
  shown?: (error: unknown) => boolean;
}

/**
 * Every write a screen starts (a form's save, a check-in, a removal): save, say so, move on. A
 * failure shows the server's message (or `failure`) and stays put; a save cut short by leaving the
 * screen says nothing. Resolves to whether it was saved, and never rejects.
 */
export function useSave() {
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useUndoToast();
  const signal = useAbortOnUnmount();
  return useCallback(
    async <T>(
      save: (signal: AbortSignal) => Promise<T>,
      { success, failure, then, undo, shown }: SaveOptions<T>,
    ): Promise<boolean> => {
      try {
        const result = await save(signal());
        if (success) confirm(success(result), undo?.(result));
        if (then !== undefined) navigate(then);
        return true;
      } catch (error) {
        if (isAbortError(error) || shown?.(error)) return false;
        console.error(failure, error);
        toast.error(errorMessage(error, failure));
        return false;
      }
    },
    [navigate, toast, confirm, signal],
  );
}

/**
 * A form's submit (or a single action's button): `check` shows what is wrong and gives the input
 * when there is none; `send` (usually a `useSave` call) runs with `saving` true until it settles.
 * A refused send leaves the form as typed.
 */
export function useSubmit<Input>(
  check: () => Input | null | undefined,
  send: (input: Input) => Promise<unknown>,
) {
  const [saving, setSaving] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const input = check();
    if (input === null || input === undefined) return;
    setSaving(true);
    try {
      await send(input);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit: (event?: FormEvent) => void submit(event) };
}
