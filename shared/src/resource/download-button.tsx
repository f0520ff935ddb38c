import { useState } from 'react';
import { Button, type ButtonProps } from '@spotter/shared/core';

export const DOWNLOADING = 'Downloading…';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'busy'> {
  /** Starts the download (`useDownload`'s function); the button stays busy until it settles. */
  download: () => Promise<unknown>;
}

/** A button that downloads a file: disabled, aria-busy and reading "Downloading…" until it is saved or fails. */
export function DownloadButton({ download, children, ...rest }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch {
      // Told by the download itself (useDownload's toast); the button only stops being busy.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...rest} busy={busy} onClick={() => void start()}>
      {busy ? DOWNLOADING : children}
    </Button>
  );
}
