import { hashPassword, PASSWORD_COST, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes at the real cost unless a test lowered it, and verifies what it hashed', async () => {
    // A copy of the module as the API loads it: the test set-up lowered the cost of this one.
    let real!: typeof import('./passwords');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      real = require('./passwords');
    });
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const stored = await real.hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await real.verifyPassword('correct horse', stored)).toBe(true);
    expect(await real.verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('verifies a hash at the cost it carries, whatever the current cost', async () => {
    const cheap = await hashPassword('open sesame');
    expect(cheap).not.toMatch(/^scrypt\$16384\$/);
    expect(await verifyPassword('open sesame', cheap)).toBe(true);
    const [, , , , salt, hash] = cheap.split('$');
    const asIfReal = ['scrypt', 16384, 8, 1, salt, hash].join('$');
    expect(await verifyPassword('open sesame', asIfReal)).toBe(false);
  });

  it.each([
    ['another scheme', 'bcrypt$10$abc$def'],
    ['no hash', 'scrypt$16384$8$1$c2FsdA=='],
    ['an empty string', ''],
  ])('refuses %s', async (_, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});
