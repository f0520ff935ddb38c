import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { SAMPLE_IMAGES } from '../testing/sample-images';
import { staffClient } from '../testing/staff-client';
import { ADMIN, login } from '../testing/test-app';
import { migrateSqlite, MIGRATIONS_DIRS } from './migrate';

const PNG = '0123456789abcdef0123456789abcdef.png';
const GIF = 'fedcba9876543210fedcba9876543210.gif';
const GONE = '11111111111111111111111111111111.jpg';
const TEXT = '22222222222222222222222222222222.png';

describe('pictures from before migration 011 (files under DATA_DIR/pictures)', () => {
  let dataDir: string;
  const pictures = () => path.join(dataDir, 'pictures');
  const start = () =>
    buildApp(
      loadConfig(
        { DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
        () => {},
      ),
    );

  /** An installation as migration 010 left it: four trainers, the pictures on disk. */
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-import-'));
    const before011 = path.join(dataDir, 'migrations-before-011');
    fs.mkdirSync(before011);
    for (const file of fs.readdirSync(MIGRATIONS_DIRS.sqlite).filter((f) => f < '011'))
      fs.copyFileSync(path.join(MIGRATIONS_DIRS.sqlite, file), path.join(before011, file));
    const sqlite = new BetterSqlite3(path.join(dataDir, 'spotter.sqlite'));
    migrateSqlite(sqlite, before011);
    const add = sqlite.prepare(
      "INSERT INTO trainers_staff (name, phone, picture_file, created_at, updated_at) VALUES (?, '9876543210', ?, '', '')",
    );
    for (const [name, file] of [
      ['Png', PNG],
      ['Gif', GIF],
      ['Gone', GONE],
      ['Text', TEXT],
      ['None', null],
    ])
      add.run(name, file);
    sqlite.close();
    fs.mkdirSync(pictures());
    fs.writeFileSync(path.join(pictures(), PNG), SAMPLE_IMAGES.png);
    fs.writeFileSync(path.join(pictures(), GIF), SAMPLE_IMAGES.gif);
    fs.writeFileSync(path.join(pictures(), TEXT), 'not a picture');
    fs.writeFileSync(
      path.join(pictures(), 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'),
      SAMPLE_IMAGES.png,
    ); // no row names it
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('imports the files rows name at start-up, under their old versions, then moves the folder aside', async () => {
    const app = await start();
    try {
      const api = staffClient(app, await login(app));
      const rows = (await api.list()).json().data as {
        user: string;
        profile_picture: string | null;
      }[];
      const urls = Object.fromEntries(rows.map((row) => [row.user, row.profile_picture]));
      // The same URLs as before: browsers' cached copies stay valid.
      expect(urls).toEqual({
        Png: `/members/trainer_staff_picture/1?v=${PNG.slice(0, 32)}`,
        Gif: `/members/trainer_staff_picture/2?v=${GIF.slice(0, 32)}`,
        Gone: null,
        Text: null,
        None: null,
      });
      const png = await api.picture(urls.Png!);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.equals(SAMPLE_IMAGES.png)).toBe(true);
      expect((await api.picture(urls.Gif!)).rawPayload.equals(SAMPLE_IMAGES.gif)).toBe(true);

      // Imported names are cleared; a missing file or one that is no picture keeps its name.
      const names = await app.db
        .selectFrom('trainers_staff')
        .select('picture_file')
        .orderBy('id')
        .execute();
      expect(names.map((row) => row.picture_file)).toEqual([null, null, GONE, TEXT, null]);
      expect(fs.existsSync(pictures())).toBe(false);
      expect(fs.readdirSync(`${pictures()}.imported`)).toHaveLength(4);
    } finally {
      await app.close();
    }
  });

  it('imports once: a restart finds no folder and changes nothing', async () => {
    await (await start()).close();
    const app = await start();
    try {
      expect(
        await app.db.selectFrom('staff_pictures').select('staff_id').orderBy('staff_id').execute(),
      ).toEqual([{ staff_id: 1 }, { staff_id: 2 }]);
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pictures'))).toEqual([
        'pictures.imported',
      ]);
    } finally {
      await app.close();
    }
  });

  it('imports a folder put back later (the missing file found), moving it aside under a free name', async () => {
    await (await start()).close();
    fs.mkdirSync(pictures());
    fs.writeFileSync(path.join(pictures(), GONE), SAMPLE_IMAGES.jpeg);
    const app = await start();
    try {
      const api = staffClient(app, await login(app));
      const gone = (await api.get(3)).json().data.profile_picture as string;
      expect(gone).toBe(`/members/trainer_staff_picture/3?v=${GONE.slice(0, 32)}`);
      expect((await api.picture(gone)).headers['content-type']).toBe('image/jpeg');
      expect(fs.readdirSync(`${pictures()}.imported-2`)).toEqual([GONE]);
    } finally {
      await app.close();
    }
  });
});
