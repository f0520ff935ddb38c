import fs from 'node:fs';
import path from 'node:path';
import { SAMPLE_IMAGES } from '../../testing/sample-images';
import { staffClient, trainer, upload } from '../../testing/staff-client';
import { createTestApp, login } from '../../testing/test-app';

describe('trainer and staff pictures', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof staffClient>;
  const stored = () => fs.readdirSync(path.join(ctx.dataDir, 'pictures'));

  beforeEach(async () => {
    ctx = await createTestApp();
    api = staffClient(ctx.app, await login(ctx.app));
  });
  afterEach(() => ctx.close());

  async function addWith(picture: Buffer, name = 'photo.png', type = 'image/png') {
    const added = await api.add({ ...trainer, profile_picture: upload(picture, name, type) });
    expect(added.statusCode).toBe(201);
    return (await api.get(added.json().id)).json().data as { id: number; profile_picture: string };
  }

  it.each([
    ['PNG', SAMPLE_IMAGES.png, 'image/png', /\.png$/],
    ['JPEG', SAMPLE_IMAGES.jpeg, 'image/jpeg', /\.jpg$/],
    ['GIF', SAMPLE_IMAGES.gif, 'image/gif', /\.gif$/],
    ['WebP', SAMPLE_IMAGES.webp, 'image/webp', /\.webp$/],
  ])(
    'stores a %s under a random name and serves it back with its content type',
    async (_, bytes, mime, extension) => {
      // The client's name and type are ignored: the bytes decide.
      const row = await addWith(bytes, '../../evil name.txt', 'application/octet-stream');
      expect(row.profile_picture).toMatch(
        new RegExp(`^/members/trainer_staff_picture/${row.id}\\?v=[0-9a-f]{32}$`),
      );
      const files = stored();
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(extension);
      expect(files[0]).not.toContain('evil');

      const served = await api.picture(row.profile_picture);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('refuses a text file renamed .png and sent as image/png, storing nothing', async () => {
    const response = await api.add({
      ...trainer,
      profile_picture: upload('just some text, not a picture', 'photo.png', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'Profile picture must be a JPEG, PNG, WebP or GIF image.',
    });
    expect(await api.count()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('refuses an SVG, which could carry scripts', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const response = await api.add({
      ...trainer,
      profile_picture: upload(svg, 'me.svg', 'image/svg+xml'),
    });
    expect(response.statusCode).toBe(400);
    expect(stored()).toEqual([]);
  });

  it('refuses a file over 5 MB with 413, storing no row and no file', async () => {
    const big = Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await api.add({ ...trainer, profile_picture: upload(big) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'failed', message: 'The file is too large.' });
    expect(await api.count()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('refuses two files in one request with 413, storing nothing', async () => {
    const response = await api.add({
      ...trainer,
      profile_picture: upload(SAMPLE_IMAGES.png),
      other: upload(SAMPLE_IMAGES.gif),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'failed', message: 'Send one file at a time.' });
    expect(await api.count()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('accepts a picture of exactly 5 MB', async () => {
    const limit = Buffer.concat([
      SAMPLE_IMAGES.png,
      Buffer.alloc(5 * 1024 * 1024 - SAMPLE_IMAGES.png.length),
    ]);
    await addWith(limit);
    expect(stored()).toHaveLength(1);
  });

  it('replaces the picture on edit, removing the old file', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const [oldFile] = stored();
    const edited = await api.edit(row.id, {
      user: 'Ravi',
      phone_number: '9123456789',
      profile_picture: upload(SAMPLE_IMAGES.gif),
    });
    expect(edited.statusCode).toBe(200);
    const url: string = edited.json().data.profile_picture;
    expect(url).not.toBe(row.profile_picture);
    const files = stored();
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(oldFile);
    const served = await api.picture(url);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(SAMPLE_IMAGES.gif)).toBe(true);
  });

  it('keeps the picture when an edit sends none', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const files = stored();
    const edited = await api.edit(row.id, {
      user: 'Ravi',
      phone_number: '9123456789',
      profile_picture: '',
    });
    expect(edited.json().data.profile_picture).toBe(row.profile_picture);
    expect(stored()).toEqual(files);
    expect((await api.picture(row.profile_picture)).rawPayload.equals(SAMPLE_IMAGES.png)).toBe(
      true,
    );
  });

  it('leaves nothing on disk when an edit with a picture fails', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const files = stored();
    const invalid = await api.edit(row.id, {
      user: '',
      phone_number: '9123456789',
      profile_picture: upload(SAMPLE_IMAGES.gif),
    });
    expect(invalid.statusCode).toBe(400);
    const unknown = await api.edit(999, {
      user: 'Ravi',
      phone_number: '9123456789',
      profile_picture: upload(SAMPLE_IMAGES.gif),
    });
    expect(unknown.statusCode).toBe(404);
    expect(stored()).toEqual(files);
    expect((await api.get(row.id)).json().data.profile_picture).toBe(row.profile_picture);
  });

  it('removes at start-up the picture files that a killed API left without a record', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const [kept] = stored();
    // What a kill between writing a picture and committing its row leaves behind.
    const orphans = ['0123456789abcdef0123456789abcdef.png', 'fedcba9876543210fedcba9876543210.gif'];
    const old = new Date(Date.now() - 2 * 60_000);
    for (const file of orphans) {
      fs.writeFileSync(path.join(ctx.dataDir, 'pictures', file), SAMPLE_IMAGES.png);
      fs.utimesSync(path.join(ctx.dataDir, 'pictures', file), old, old);
    }
    await ctx.app.close();

    const restarted = await createTestApp({ dataDir: ctx.dataDir, databaseUrl: ctx.config.databaseUrl });
    try {
      expect(stored()).toEqual([kept]);
      const again = staffClient(restarted.app, await login(restarted.app));
      expect((await again.picture(row.profile_picture)).rawPayload.equals(SAMPLE_IMAGES.png)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('removes the picture file when the record is deleted', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    expect(stored()).toHaveLength(1);
    expect((await api.remove(row.id)).statusCode).toBe(200);
    expect(stored()).toEqual([]);
    expect((await api.picture(row.profile_picture)).statusCode).toBe(404);
  });

  it('caches a versioned URL for good and revalidates any other', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    expect((await api.picture(row.profile_picture)).headers['cache-control']).toBe(
      'private, max-age=31536000, immutable',
    );
    const unversioned = await api.picture(`/members/trainer_staff_picture/${row.id}`);
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 404 for a record without a picture, an unknown record or a missing file, and 400 for a bad id', async () => {
    const added = await api.add(trainer);
    const none = await api.picture(`/members/trainer_staff_picture/${added.json().id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 'failed', message: 'This trainer/staff has no picture' });

    const unknown = await api.picture('/members/trainer_staff_picture/999');
    expect(unknown.json()).toEqual({ status: 'failed', message: 'Trainer not found' });

    const row = await addWith(SAMPLE_IMAGES.png);
    fs.rmSync(path.join(ctx.dataDir, 'pictures', stored()[0]!));
    expect((await api.picture(row.profile_picture)).statusCode).toBe(404);

    expect((await api.picture('/members/trainer_staff_picture/abc')).statusCode).toBe(400);
  });
});
