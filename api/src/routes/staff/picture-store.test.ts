import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_TYPES } from '../../lib/detect-image-type';
import { SAMPLE_IMAGES } from '../../testing/sample-images';
import { pictureStore, pictureVersion, SWEEP_GRACE_MS } from './picture-store';

describe('pictureStore', () => {
  let dir: string;
  const log = { warn: jest.fn() };
  const store = () => pictureStore(dir, log as never);
  const png = { bytes: SAMPLE_IMAGES.png, type: IMAGE_TYPES.png };

  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-pictures-')), 'pictures');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('creates its folder and saves under a random name with the detected extension', async () => {
    const file = await store().withSaved(png, async (name) => name);
    expect(file).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(dir, file!)).equals(SAMPLE_IMAGES.png)).toBe(true);
    expect(pictureVersion(file!)).toBe(file!.slice(0, 32));
  });

  it('removes the saved file when the work after it fails', async () => {
    const failure = new Error('the transaction failed');
    await expect(store().withSaved(png, async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('runs the work with null when there is no picture', async () => {
    expect(await store().withSaved(null, async (name) => name)).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('ignores removing nothing or a file already gone', async () => {
    await store().remove(null);
    await store().remove('0123456789abcdef0123456789abcdef.png');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('opens a stored file, and answers null for a missing one or an unknown extension', async () => {
    const pictures = store();
    const file = await pictures.withSaved(png, async (name) => name!);
    const opened = await pictures.open(file);
    expect(opened?.type.mime).toBe('image/png');
    expect(opened?.size).toBe(SAMPLE_IMAGES.png.length);
    opened?.stream.destroy();
    expect(await pictures.open('0123456789abcdef0123456789abcdef.png')).toBeNull();
    expect(await pictures.open('notes.txt')).toBeNull();
  });

  it('sweeps the files no record names once they are older than the grace period', async () => {
    const pictures = store();
    const named = await pictures.withSaved(png, async (name) => name!);
    const orphan = await pictures.withSaved(png, async (name) => name!);
    const young = await pictures.withSaved(png, async (name) => name!);
    fs.mkdirSync(path.join(dir, 'a-folder'));
    const now = Date.now();
    const old = new Date(now - SWEEP_GRACE_MS - 1000);
    for (const file of [named, orphan, 'a-folder']) fs.utimesSync(path.join(dir, file), old, old);

    expect(await pictures.sweep(async () => new Set([named]), now)).toEqual([orphan]);
    expect(fs.readdirSync(dir).sort()).toEqual([named, young, 'a-folder'].sort());
    // Once old enough, a file no record names goes too.
    expect(await pictures.sweep(async () => new Set([named]), now + SWEEP_GRACE_MS)).toEqual([young]);
  });

  it('never leaves its folder, whatever name it is given', async () => {
    const pictures = store();
    const file = await pictures.withSaved(png, async (name) => name!);
    await pictures.remove(`../../${file}`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
