export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  extension: 'jpg' | 'png' | 'webp' | 'gif';
}

export const IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif' },
} as const satisfies Record<string, ImageType>;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * Recognises a JPEG, PNG, WebP or GIF from its first bytes (magic numbers). The name and type a
 * client declares are never trusted: a text file renamed `.png` is not a picture.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return IMAGE_TYPES.gif;
  // A RIFF container is many formats (WAV, AVI...): only the WEBP form with a VP8 chunk is a picture.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8))
    return IMAGE_TYPES.webp;
  return null;
}
