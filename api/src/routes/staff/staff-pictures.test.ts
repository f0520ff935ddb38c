import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../app';
import { IMAGE_TYPES, type ImageType } from '../../lib/detect-image-type';
import { SAMPLE_IMAGES } from '../../testing/sample-images';
import { staffClient, trainer, upload } from '../../testing/staff-client';
import { login } from '../../testing/test-app';
import { staffRepository } from './staff-repository';
import { useSignedInApp } from '../../testing/signed-in-app';

describe('trainer and staff pictures', () => {
  const ctx = useSignedInApp();
  /** The pictures table, oldest row first. */
  const stored = () =>
    ctx.app.db.selectFrom('staff_pictures').selectAll().orderBy('staff_id').execute();

  async function addWith(picture: Buffer, name = 'photo.png', type = 'image/png') {
    const added = await ctx.staff.add({ ...trainer, profile_picture: upload(picture, name, type) });
    expect(added.statusCode).toBe(201);
    return (await ctx.staff.get(added.json().id)).json().data as {
      id: number;
      profile_picture: string;
    };
  }

  it.each([
    ['PNG', SAMPLE_IMAGES.png, 'image/png'],
    ['JPEG', SAMPLE_IMAGES.jpeg, 'image/jpeg'],
    ['GIF', SAMPLE_IMAGES.gif, 'image/gif'],
    ['WebP', SAMPLE_IMAGES.webp, 'image/webp'],
  ])(
    'stores a %s in the database under a random version and serves it back with its content type',
    async (_, bytes, mime) => {
      // The client's name and type are ignored: the bytes decide.
      const row = await addWith(bytes, '../../evil name.txt', 'application/octet-stream');
      expect(row.profile_picture).toMatch(
        new RegExp(`^/members/trainer_staff_picture/${row.id}\\?v=[0-9a-f]{32}$`),
      );
      const [picture, ...others] = await stored();
      expect(others).toEqual([]);
      expect(picture).toMatchObject({ staff_id: row.id, content_type: mime });
      expect(row.profile_picture).toBe(
        `/members/trainer_staff_picture/${row.id}?v=${picture!.version}`,
      );
      expect(picture!.bytes.equals(bytes)).toBe(true);
      // Nothing on disk any more.
      expect(fs.existsSync(path.join(ctx.dataDir, 'pictures'))).toBe(false);

      const served = await ctx.staff.picture(row.profile_picture);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['content-length']).toBe(String(bytes.length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('refuses a text file renamed .png and sent as image/png, storing nothing', async () => {
    const response = await ctx.staff.add({
      ...trainer,
      profile_picture: upload('just some text, not a picture', 'photo.png', 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'failed',
      message: 'Profile picture must be a JPEG, PNG, WebP or GIF image.',
    });
    expect(await ctx.staff.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('refuses an SVG, which could carry scripts', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const response = await ctx.staff.add({
      ...trainer,
      profile_picture: upload(svg, 'me.svg', 'image/svg+xml'),
    });
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a file over 5 MB with 413, storing no row and no file', async () => {
    const big = Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await ctx.staff.add({ ...trainer, profile_picture: upload(big) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'failed', message: 'The file is too large.' });
    expect(await ctx.staff.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('refuses two files in one request with 413, storing nothing', async () => {
    const response = await ctx.staff.add({
      ...trainer,
      profile_picture: upload(SAMPLE_IMAGES.png),
      other: upload(SAMPLE_IMAGES.gif),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'failed', message: 'Send one file at a time.' });
    expect(await ctx.staff.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('accepts a picture of exactly 5 MB', async () => {
    const limit = Buffer.concat([
      SAMPLE_IMAGES.png,
      Buffer.alloc(5 * 1024 * 1024 - SAMPLE_IMAGES.png.length),
    ]);
    await addWith(limit);
    expect((await stored()).map((picture) => picture.bytes.length)).toEqual([limit.length]);
  });

  it('replaces the picture on edit under a new version', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const [old] = await stored();
    const edited = await ctx.staff.edit(row.id, {
      user: 'Ravi',
      phone_number: '9123456789',
      profile_picture: upload(SAMPLE_IMAGES.gif),
    });
    expect(edited.statusCode).toBe(200);
    const url: string = edited.json().data.profile_picture;
    expect(url).not.toBe(row.profile_picture);
    const pictures = await stored();
    expect(pictures).toHaveLength(1);
    expect(pictures[0]!.version).not.toBe(old!.version);
    expect(pictures[0]!.content_type).toBe('image/gif');
    const served = await ctx.staff.picture(url);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(SAMPLE_IMAGES.gif)).toBe(true);
  });

  it('keeps the picture when an edit sends none', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const pictures = await stored();
    const edited = await ctx.staff.edit(row.id, {
      user: 'Ravi',
      phone_number: '9123456789',
      profile_picture: '',
    });
    expect(edited.json().data.profile_picture).toBe(row.profile_picture);
    expect(await stored()).toEqual(pictures);
    expect(
      (await ctx.staff.picture(row.profile_picture)).rawPayload.equals(SAMPLE_IMAGES.png),
    ).toBe(true);
  });

  it('keeps the old picture when an edit with a new one fails', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const pictures = await stored();
    const invalid = await ctx.staff.edit(row.id, {
      user: '',
      phone_number: '9123456789',
      profile_picture: upload(SAMPLE_IMAGES.gif),
    });
    expect(invalid.statusCode).toBe(400);
    const unknown = await ctx.staff.edit(999, {
      user: 'Ravi',
      phone_number: '9123456789',
      profile_picture: upload(SAMPLE_IMAGES.gif),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toEqual(pictures);
    expect((await ctx.staff.get(row.id)).json().data.profile_picture).toBe(row.profile_picture);
  });

  it('writes a picture in the same transaction as its row: a picture that cannot be stored leaves no row', async () => {
    const bmp = {
      bytes: Buffer.from('BM'),
      type: { mime: 'image/bmp', extension: 'bmp' } as unknown as ImageType,
    };
    const values = {
      name: 'Asha',
      phone: '9876543210',
      email: '',
      location: '',
      role: 'Trainer',
      age: null,
      weight: null,
      blood_group: 'A+',
    } as const;
    const repository = staffRepository(ctx.app.db);
    const actor = { id: 1, name: 'Test Admin' };
    // The table's CHECK refuses the type: the row inserted before it is rolled back with it.
    await expect(repository.create(actor, values, bmp)).rejects.toMatchObject({
      message: expect.stringMatching(/check constraint/i),
    });
    expect(await ctx.staff.count()).toBe(0);
    const row = await repository.create(actor, values, {
      bytes: SAMPLE_IMAGES.png,
      type: IMAGE_TYPES.png,
    });
    await expect(
      repository.update(actor, row.id, { ...values, name: 'Changed' }, bmp),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/i) });
    expect((await repository.get(row.id)).user).toBe('Asha');
  });

  it('is served by every API instance on the same database, whichever stored it', async () => {
    const other = await buildApp(ctx.config);
    try {
      const otherApi = staffClient(other, await login(other));
      const row = await addWith(SAMPLE_IMAGES.png);
      expect(
        (await otherApi.picture(row.profile_picture)).rawPayload.equals(SAMPLE_IMAGES.png),
      ).toBe(true);
      const edited = await otherApi.edit(row.id, {
        user: 'Ravi',
        phone_number: '9123456789',
        profile_picture: upload(SAMPLE_IMAGES.gif),
      });
      const url: string = edited.json().data.profile_picture;
      expect((await ctx.staff.picture(url)).rawPayload.equals(SAMPLE_IMAGES.gif)).toBe(true);
      expect((await ctx.staff.get(row.id)).json().data.profile_picture).toBe(url);
    } finally {
      await other.close();
    }
  });

  it('removes the picture with its record', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    expect(await stored()).toHaveLength(1);
    expect((await ctx.staff.remove(row.id)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    expect((await ctx.staff.picture(row.profile_picture)).statusCode).toBe(404);
  });

  it('caches a versioned URL for good and revalidates any other against the version', async () => {
    const row = await addWith(SAMPLE_IMAGES.png);
    const [picture] = await stored();
    const versioned = await ctx.staff.picture(row.profile_picture);
    expect(versioned.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(versioned.headers.etag).toBe(`"${picture!.version}"`);
    const unversioned = `/members/trainer_staff_picture/${row.id}`;
    const fresh = await ctx.staff.picture(unversioned);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('private, no-cache');

    const revalidate = (etag: string) =>
      ctx.app.inject({
        url: unversioned,
        headers: { cookie: ctx.staff.cookie, 'if-none-match': etag },
      });
    const unchanged = await revalidate(`W/"other", "${picture!.version}"`);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    expect(unchanged.headers.etag).toBe(`"${picture!.version}"`);
    await ctx.staff.edit(row.id, {
      user: 'Ravi',
      phone_number: '9123456789',
      profile_picture: upload(SAMPLE_IMAGES.gif),
    });
    const changed = await revalidate(`"${picture!.version}"`);
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(SAMPLE_IMAGES.gif)).toBe(true);
  });

  it('answers 404 for a record without a picture or an unknown record, and 400 for a bad id', async () => {
    const added = await ctx.staff.add(trainer);
    const none = await ctx.staff.picture(`/members/trainer_staff_picture/${added.json().id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 'failed', message: 'This trainer/staff has no picture' });

    const unknown = await ctx.staff.picture('/members/trainer_staff_picture/999');
    expect(unknown.json()).toEqual({ status: 'failed', message: 'Trainer not found' });

    expect((await ctx.staff.picture('/members/trainer_staff_picture/abc')).statusCode).toBe(400);
  });
});
