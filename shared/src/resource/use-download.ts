import { useCallback } from 'react';
import { requestBlob, saveBlob } from '@spotter/shared/core';
import { useSave } from '../ui/use-save';

/** A row action that downloads a file (invoice PDF, CSV export); a failure shows the server's message. */
export function useDownload() {
  const save = useSave();
  return useCallback(
    (path: string, filename: string) =>
      save(
        async (signal) => {
          const { blob } = await requestBlob(path, { signal });
          saveBlob(blob, filename);
        },
        { failure: 'Download failed!' },
      ),
    [save],
  );
}
