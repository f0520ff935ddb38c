import { contentSecurityPolicy, createRuntimeConfig } from './runtime-config.mjs';

describe('runtime configuration', () => {
  it('looks for each remote on its default port of localhost', () => {
    expect(createRuntimeConfig({})).toEqual({
      apiBaseUrl: '/api',
      remotes: {
        members: 'http://localhost:3001/mf-manifest.json',
        staff: 'http://localhost:3002/mf-manifest.json',
        plans: 'http://localhost:3003/mf-manifest.json',
        billing: 'http://localhost:3004/mf-manifest.json',
      },
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
});

describe('content security policy', () => {
  it('allows code and fetches from the host and the configured remotes only, and no framing', () => {
    const csp = contentSecurityPolicy(
      createRuntimeConfig({
        REMOTE_PLANS_URL: 'https://cdn.example.com/plans/mf-manifest.json',
        PUBLIC_API_BASE_URL: 'https://api.example.com/v1',
      }),
    );
    const remotes = [
      'http://localhost:3001',
      'http://localhost:3002',
      'https://cdn.example.com',
      'http://localhost:3004',
    ];
    expect(csp.scriptSrc).toEqual(["'self'", ...remotes]);
    expect(csp.styleSrc).toEqual(["'self'", "'unsafe-inline'", ...remotes]);
    expect(csp.connectSrc).toEqual(["'self'", ...remotes, 'https://api.example.com']);
    expect(csp.imgSrc).toContain('blob:');
    expect(csp.frameAncestors).toEqual(["'none'"]);
    expect(csp.defaultSrc).toEqual(["'self'"]);
  });
});
