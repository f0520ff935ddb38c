import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { activityRecords, lastRecordId } from '../testing/activity-records';
import { BEFORE_NEW_PASSWORD, refusalProblems } from '../testing/refusals';
import {
  afterCall,
  beforeCall,
  latestUndoable,
  LOGIN,
  requestsTo,
  walkedGym,
  walkOrder,
  WRITES,
} from '../testing/route-calls';
import type { Route } from '../testing/route-table';
import type { SignedInApp } from '../testing/signed-in-app';
import { addAccount, ROLE_ID, TEMPORARY_PASSWORD } from '../testing/team';
import { testDialect } from '../testing/test-database';
import { ADMIN, login } from '../testing/test-app';

/** The values of a JSON body's password fields. */
const passwordsIn = (payload: InjectOptions['payload']) =>
  payload && typeof payload === 'object' && !Buffer.isBuffer(payload)
    ? Object.entries(payload)
        .filter(([key, value]) => /password/i.test(key) && typeof value === 'string')
        .map(([, value]) => value as string)
    : [];

/** A session cookie's token. */
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

describe('the activity trail over every route', () => {
  let gym: SignedInApp;
  let routes: Route[];
  beforeAll(async () => {
    ({ gym, routes } = await walkedGym());
  });
  afterAll(() => gym.close());

  it('has no record from any refusal of the refusal walks: without a session, or before a temporary password is replaced', async () => {
    await addAccount(gym.app, gym.cookie, { role_id: ROLE_ID.Owner, username: 'new-owner' });
    const cookie = await login(gym.app, { username: 'new-owner', password: TEMPORARY_PASSWORD });
    const before = await activityRecords(gym.app);
    const problems = [
      ...(await refusalProblems(gym.app, routes, {
        status: 401,
        message: 'Please log in to continue.',
      })),
      ...(await refusalProblems(gym.app, routes, {
        cookie,
        status: 403,
        message: 'Please choose a new password first.',
        except: BEFORE_NEW_PASSWORD,
      })),
    ];
    expect(problems).toEqual([]);
    expect(await activityRecords(gym.app)).toEqual(before);
  });

  it('has a record from every write answered normally, of an action its route declares (config.records), sign-ins and refused ones among them, and no password, password hash or session token in any record', async () => {
    const caller = { id: 1, password: ADMIN.password, cookie: gym.cookie };
    const secrets = new Set([ADMIN.password, TEMPORARY_PASSWORD, tokenOf(gym.cookie)]);
    /** The hashes stored now, of passwords and of session tokens. */
    const storedSecrets = async () => {
      const admins = await gym.app.db.selectFrom('admins').select('password_hash').execute();
      const sessions = await gym.app.db.selectFrom('sessions').select('token_hash').execute();
      for (const { password_hash } of admins) {
        secrets.add(password_hash);
        // The salt and the hash themselves, whatever surrounds them.
        for (const part of password_hash.split('$')) if (part.length >= 16) secrets.add(part);
      }
      for (const { token_hash } of sessions) secrets.add(token_hash);
    };
    const problems: string[] = [];
    /** Sends `request` to `route`, and checks the records it leaves against the route's declaration. */
    const send = async (route: Route, request: InjectOptions, key = route.key) => {
      for (const password of passwordsIn(request.payload)) secrets.add(password);
      await storedSecrets();
      const since = await lastRecordId(gym.app);
      const response = await gym.app.inject(request);
      await storedSecrets();
      // A sign-out's cookie is cleared: empty.
      const cookie = response.cookies.find((c) => c.name === 'spotter_session');
      if (cookie?.value) secrets.add(cookie.value);
      const recorded = await activityRecords(gym.app, since);
      const actions = [...new Set(recorded.map((record) => record.action))];
      const undeclared = actions.filter(
        (action) => !(route.records as readonly string[]).includes(action),
      );
      if (route.records.length === 0 && actions.length)
        problems.push(`${key}: declares it records nothing, yet recorded ${actions.join(', ')}`);
      else if (undeclared.length)
        problems.push(
          `${key}: recorded ${undeclared.join(', ')}, which its config.records does not name`,
        );
      if (route.records.length && actions.length === 0)
        problems.push(`${key}: answered ${response.statusCode}, yet recorded nothing`);
      // Its answer's activity_id is the record Undo takes back, as the route declares.
      if (route.undoes.length && response.statusCode < 300) {
        const answered = recorded.find((record) => record.id === response.json().activity_id);
        if (!answered || !(route.undoes as readonly string[]).includes(answered.action))
          problems.push(
            `${key}: answered activity_id ${response.json().activity_id}, not its ${route.undoes.join(' or ')} record (config.undo)`,
          );
      }
      return response;
    };

    for (const route of walkOrder(routes)) {
      if (!WRITES.includes(route.method)) continue;
      const requests = await requestsTo(route, {
        ...caller,
        latestUndoable: () => latestUndoable(gym.app, caller.id),
      });
      if ('missing' in requests) {
        problems.push(requests.missing);
        continue;
      }
      await beforeCall(gym.app, route.key, caller);
      for (const request of requests) {
        const response = await send(route, {
          ...request,
          headers: { ...request.headers, cookie: caller.cookie },
        });
        if (response.statusCode >= 300)
          problems.push(`${route.key} answered ${response.statusCode} ${response.body}`);
      }
      await afterCall(gym.app, route.key, caller);
    }
    // Signing in, with the temporary password the walk gave account 2, a wrong one, an unknown name.
    const login = routes.find((route) => route.key === LOGIN)!;
    const signIn = (username: string, password: string) =>
      send(
        login,
        { method: 'POST', url: login.url, payload: { username, password } },
        `sign-in as ${username}`,
      );
    expect((await signIn('colleague', 'another-temporary-password')).statusCode).toBe(200);
    expect((await signIn(ADMIN.username, 'a-wrong-password')).statusCode).toBe(401);
    expect((await signIn('nobody', 'a-password-for-nobody')).statusCode).toBe(401);
    expect(problems).toEqual([]);

    const leaks = (await activityRecords(gym.app)).flatMap((record) => {
      const text = JSON.stringify(record);
      return [...secrets]
        .filter((secret) => text.includes(secret))
        .map((secret) => `${record.action} (${record.id}) holds ${secret.slice(0, 6)}…`);
    });
    expect(leaks).toEqual([]);
    // The walk's passwords, hashes and tokens were all seen.
    expect(secrets.size).toBeGreaterThan(20);
  });

  it('cannot be changed or emptied with SQL: UPDATE and DELETE (and TRUNCATE on PostgreSQL) are refused', async () => {
    const before = await activityRecords(gym.app);
    expect(before.length).toBeGreaterThan(0);
    const failure = (statement: ReturnType<typeof sql>) =>
      statement.execute(gym.app.db).then(
        () => 'no error',
        (error: unknown) => String(error),
      );
    const statements = [
      sql`UPDATE activity SET label = 'rewritten' WHERE id = ${before[0]!.id}`,
      sql`UPDATE activity SET data = '{}', reason = NULL`,
      sql`DELETE FROM activity WHERE id = ${before.at(-1)!.id}`,
      sql`DELETE FROM activity`,
      ...(testDialect() === 'postgres' ? [sql`TRUNCATE activity`] : []),
    ];
    for (const statement of statements)
      expect(await failure(statement)).toMatch(/an activity record cannot be (changed|deleted)/);
    expect(await activityRecords(gym.app)).toEqual(before);
  });
});
