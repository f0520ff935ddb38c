import { useCallback } from 'react';
import { requestBlob, saveBlob } from '../api/client';
import { errorMessage, isAbortError } from '../api/errors';
import { useAbortOnUnmount } from '../api/swr';
import { useToast } from '../ui/toast';

/** A row action that downloads a file (invoice PDF, CSV export); a failure shows the server's message. */
export function useDownload() {
  const toast = useToast();
  const signal = useAbortOnUnmount();
  return useCallback(
    async (path: string, filename: string) => {
      try {
        const { blob } = await requestBlob(path, { signal: signal() });
        saveBlob(blob, filename);
      } catch (caught) {
        if (isAbortError(caught)) return;
        console.error(`Failed to download ${filename}`, caught);
        toast.error(errorMessage(caught, 'Download failed!'));
      }
    },
    [toast, signal],
  );
}
