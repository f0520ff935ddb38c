import {
  ConfigurationError,
  contentSecurityPolicy,
  createRuntimeConfig,
  REMOTES,
} from './runtime-config.mjs';
import workspaceRemotes from '../../remotes.json' with { type: 'json' };

/** Each workspace remote's manifest on its port of remotes.json, at `base`, by name. */
const onTheirPorts = (base = 'http://localhost') =>
  Object.fromEntries(
    workspaceRemotes.map(({ name, port }) => [name, `${base}:${port}/mf-manifest.json`]),
  );

describe('runtime configuration', () => {
  it('looks for each remote on its default port of localhost', () => {
    expect(createRuntimeConfig({})).toEqual({ apiBaseUrl: '/api', remotes: onTheirPorts() });
    expect(onTheirPorts()).toMatchObject({
      members: 'http://localhost:3001/mf-manifest.json',
      staff: 'http://localhost:3002/mf-manifest.json',
      plans: 'http://localhost:3003/mf-manifest.json',
      billing: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('lets a deployment move one remote, or change its port or host name, without a rebuild', () => {
    const config = createRuntimeConfig({
      REMOTES_BASE_URL: 'https://gym.example',
      REMOTE_PLANS_URL: 'https://cdn.example.com/plans/mf-manifest.json',
      REMOTE_STAFF_PORT: '4502',
      PUBLIC_API_BASE_URL: 'https://api.example.com',
    });
    expect(config.remotes.plans).toBe('https://cdn.example.com/plans/mf-manifest.json');
    expect(config.remotes.staff).toBe('https://gym.example:4502/mf-manifest.json');
    expect(config.remotes.members).toBe('https://gym.example:3001/mf-manifest.json');
    expect(config.apiBaseUrl).toBe('https://api.example.com');
  });

  it("knows the workspace's remotes, with their ports, from remotes.json alone", () => {
    expect(REMOTES).toEqual(
      Object.fromEntries(workspaceRemotes.map(({ name, port }) => [name, port])),
    );
    expect(Object.keys(createRuntimeConfig({}).remotes)).toEqual(
      workspaceRemotes.map(({ name }) => name),
    );
  });

  it('adds a remote it has never heard of from its REMOTE_<NAME>_URL, after the known ones', () => {
    const config = createRuntimeConfig({
      REMOTE_LOCKERS_URL: 'https://cdn.example.com/lockers/mf-manifest.json',
      REMOTE_DAY_PASSES_URL: 'http://localhost:3197/mf-manifest.json',
    });
    expect(config.remotes).toEqual({
      ...onTheirPorts(),
      day_passes: 'http://localhost:3197/mf-manifest.json',
      lockers: 'https://cdn.example.com/lockers/mf-manifest.json',
    });
    expect(Object.keys(config.remotes).slice(-2)).toEqual(['day_passes', 'lockers']);
  });

  it('takes an empty setting for an unset one', () => {
    const config = createRuntimeConfig({ REMOTE_LOCKERS_URL: '', REMOTE_PLANS_PORT: '' });
    expect(config.remotes).toEqual(createRuntimeConfig({}).remotes);
  });

  it.each([
    [
      'REMOTE_LOCKER-ROOM_URL',
      'https://cdn.example.com/m.json',
      /REMOTE_LOCKER-ROOM_URL: a remote's name/,
    ],
    ['REMOTE_Lockers_URL', 'https://cdn.example.com/m.json', /REMOTE_Lockers_URL: a remote's name/],
    [
      'REMOTE__PROTO___URL',
      'https://cdn.example.com/m.json',
      /REMOTE__PROTO___URL: a remote's name/,
    ],
    ['REMOTE_9LIVES_URL', 'https://cdn.example.com/m.json', /REMOTE_9LIVES_URL: a remote's name/],
    ['REMOTE_LOCKERS_URL', 'cdn.example.com/lockers.json', /REMOTE_LOCKERS_URL is not a URL/],
    ['REMOTE_LOCKERS_URL', 'javascript:alert(1)', /REMOTE_LOCKERS_URL must be an http\(s\) URL/],
    ['REMOTE_PLANS_URL', 'file:///etc/passwd', /REMOTE_PLANS_URL must be an http\(s\) URL/],
    ['REMOTE_STAFF_PORT', 'abc', /REMOTE_STAFF_PORT is not a port/],
    ['REMOTE_STAFF_PORT', '70000', /REMOTE_STAFF_PORT is not a port/],
    ['REMOTE_PLAN_PORT', '4503', /REMOTE_PLAN_PORT names no remote: .* REMOTE_PLAN_URL/],
    ['REMOTES_BASE_URL', 'gym.example', /REMOTES_BASE_URL is not a URL/],
  ])('refuses %s=%s, saying which setting and why', (variable, value, message) => {
    const create = () => createRuntimeConfig({ [variable]: value });
    expect(create).toThrow(ConfigurationError);
    expect(create).toThrow(message);
  });

  it('lets an added remote say its port only beside its URL, which wins', () => {
    const config = createRuntimeConfig({
      REMOTE_LOCKERS_URL: 'https://cdn.example.com/lockers/mf-manifest.json',
      REMOTE_LOCKERS_PORT: '3197',
    });
    expect(config.remotes.lockers).toBe('https://cdn.example.com/lockers/mf-manifest.json');
  });
});

describe('content security policy', () => {
  it('allows code and fetches from the host and the configured remotes only, and no framing', () => {
    const csp = contentSecurityPolicy(
      createRuntimeConfig({
        REMOTE_PLANS_URL: 'https://cdn.example.com/plans/mf-manifest.json',
        PUBLIC_API_BASE_URL: 'https://api.example.com/v1',
      }),
    );
    // Each remote's origin once, in remotes.json's order: plans' moved to the CDN.
    const remotes = workspaceRemotes.map(({ name, port }) =>
      name === 'plans' ? 'https://cdn.example.com' : `http://localhost:${port}`,
    );
    expect(csp.scriptSrc).toEqual(["'self'", ...remotes]);
    expect(csp.styleSrc).toEqual(["'self'", "'unsafe-inline'", ...remotes]);
    expect(csp.connectSrc).toEqual(["'self'", ...remotes, 'https://api.example.com']);
    expect(csp.imgSrc).toContain('blob:');
    expect(csp.frameAncestors).toEqual(["'none'"]);
    expect(csp.defaultSrc).toEqual(["'self'"]);
  });

  it("allows an added remote's origin too", () => {
    const csp = contentSecurityPolicy(
      createRuntimeConfig({ REMOTE_LOCKERS_URL: 'https://lockers.example/mf-manifest.json' }),
    );
    expect(csp.scriptSrc).toContain('https://lockers.example');
    expect(csp.connectSrc).toContain('https://lockers.example');
    expect(csp.styleSrc).toContain('https://lockers.example');
  });
});
