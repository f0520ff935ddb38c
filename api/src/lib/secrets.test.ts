import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { testDataDir } from '../testing/test-database';
import { loadSecretsKey, SECRETS_KEY_FILE, secretsWith, UNREADABLE_SECRET } from './secrets';

describe('sealed secrets', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  const folder = () => {
    const made = testDataDir();
    folders.push(made);
    return made;
  };

  it('seals with a random IV each time, opens what it sealed, and answers a clear value as it is', () => {
    const secrets = secretsWith(randomBytes(32));
    const [first, second] = [secrets.seal('p4ss-wörd'), secrets.seal('p4ss-wörd')];
    expect(first).not.toBe(second);
    expect([secrets.open(first), secrets.open(second)]).toEqual(['p4ss-wörd', 'p4ss-wörd']);
    expect(secrets.seal('')).toBe('');
    expect([secrets.isSealed(first), secrets.isSealed('p4ss-word')]).toEqual([true, false]);
    expect(secrets.open('p4ss-word')).toBe('p4ss-word');
  });

  it('refuses to open a value sealed with another key, or altered', () => {
    const sealed = secretsWith(randomBytes(32)).seal('p4ss-word');
    expect(() => secretsWith(randomBytes(32)).open(sealed)).toThrow(UNREADABLE_SECRET);
    const secrets = secretsWith(randomBytes(32));
    const altered = secrets.seal('p4ss-word').slice(0, -4) + 'AAA=';
    expect(() => secrets.open(altered)).toThrow(UNREADABLE_SECRET);
    expect(() => secrets.open('sealed:v1:')).toThrow(UNREADABLE_SECRET);
  });

  it('makes the key file on the first start, readable by its owner only, and reads the same key after', () => {
    const dataDir = folder();
    const key = loadSecretsKey(dataDir, undefined);
    expect(key).toHaveLength(32);
    expect(fs.statSync(path.join(dataDir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(dataDir, undefined).equals(key)).toBe(true);
    // Written under a name of its own and linked into place: nothing else is left in the folder.
    expect(fs.readdirSync(dataDir)).toEqual([SECRETS_KEY_FILE]);
  });

  it('reads, whole, the key another process put in place first, and leaves its own nowhere', () => {
    const dataDir = folder();
    const theirs = randomBytes(32);
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    // The other instance links its key into place between this one's look and its own link.
    const exists = jest.spyOn(fs, 'existsSync').mockImplementationOnce(() => {
      fs.writeFileSync(file, `${theirs.toString('base64')}\n`, { mode: 0o600 });
      return false;
    });
    try {
      expect(loadSecretsKey(dataDir, undefined).equals(theirs)).toBe(true);
    } finally {
      exists.mockRestore();
    }
    expect(fs.readdirSync(dataDir)).toEqual([SECRETS_KEY_FILE]);
  });

  it('takes SECRETS_KEY before any file, and refuses one that is not 32 bytes', () => {
    const dataDir = folder();
    const given = randomBytes(32);
    expect(loadSecretsKey(dataDir, given.toString('base64')).equals(given)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, SECRETS_KEY_FILE))).toBe(false);
    expect(() => loadSecretsKey(dataDir, 'c2hvcnQ=')).toThrow(
      'SECRETS_KEY must hold 32 bytes in base64',
    );
  });
});
