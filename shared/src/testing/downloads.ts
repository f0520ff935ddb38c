/** A file the screen saved (saveBlob), with its contents read back. */
export interface SavedFile {
  name: string;
  type: string;
  text: Promise<string>;
}

/** jsdom's Blob has no text(). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/**
 * Catches every file the screen saves instead of letting jsdom follow the link; call it in a
 * `beforeEach` (with `jest.restoreAllMocks` after): the list it returns fills as files are saved.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length - 1}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.split(':').at(-1))]!;
    saved.push({ name: this.download, type: blob.type, text: readText(blob) });
  });
  return saved;
}

/** A CSV file's rows after its header, each as its cells (the fake quotes every cell). */
export const csvRows = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map(([, cell = '']) => cell.replace(/""/g, '"')),
    );
