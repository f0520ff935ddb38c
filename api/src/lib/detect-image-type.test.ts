import { SAMPLE_IMAGES } from '../testing/sample-images';
import { detectImageType } from './detect-image-type';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))),
  );

describe('detectImageType', () => {
  it.each([
    ['a PNG', SAMPLE_IMAGES.png, 'image/png', 'png'],
    ['a JPEG', SAMPLE_IMAGES.jpeg, 'image/jpeg', 'jpg'],
    ['a GIF89a', SAMPLE_IMAGES.gif, 'image/gif', 'gif'],
    ['a GIF87a', bytes('GIF87a', 1, 0, 1, 0), 'image/gif', 'gif'],
    ['a lossless WebP', SAMPLE_IMAGES.webp, 'image/webp', 'webp'],
    ['a lossy WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp', 'webp'],
    ['an extended WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8X'), 'image/webp', 'webp'],
  ])('recognises %s from its bytes', (_, file, mime, extension) => {
    expect(detectImageType(file)).toEqual({ mime, extension });
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['text', Buffer.from('hello, I am a picture.png')],
    ['an SVG (can carry scripts)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a WAV (RIFF but not WebP)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['a RIFF/WEBP header without its VP8 chunk', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
    ['a truncated PNG signature', SAMPLE_IMAGES.png.subarray(0, 7)],
    ['a truncated JPEG signature', bytes(0xff, 0xd8)],
    ['GIF without a version', Buffer.from('GIF')],
    ['a PNG signature not at the start', Buffer.concat([Buffer.from([0]), SAMPLE_IMAGES.png])],
  ])('refuses %s', (_, file) => {
    expect(detectImageType(file)).toBeNull();
  });

  it('reads plain Uint8Arrays too', () => {
    expect(detectImageType(new Uint8Array(SAMPLE_IMAGES.png))?.mime).toBe('image/png');
  });
});
