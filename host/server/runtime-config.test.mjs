import { createRuntimeConfig } from './runtime-config.mjs';

const request = { hostname: 'gym.example:3000', protocol: 'https' };

describe('runtime configuration', () => {
  it('looks for each remote on its default port of the host name the browser used', () => {
    expect(createRuntimeConfig({})(request)).toEqual({
      apiBaseUrl: '/api',
      remotes: {
        members: 'https://gym.example:3001/mf-manifest.json',
        staff: 'https://gym.example:3002/mf-manifest.json',
        plans: 'https://gym.example:3003/mf-manifest.json',
        billing: 'https://gym.example:3004/mf-manifest.json',
      },
    });
  });

  it('lets a deployment move one remote, or change its port, without a rebuild', () => {
    const config = createRuntimeConfig({
      REMOTE_PLANS_URL: 'https://cdn.example.com/plans/mf-manifest.json',
      REMOTE_STAFF_PORT: '4502',
      PUBLIC_API_BASE_URL: 'https://api.example.com',
    })(request);
    expect(config.remotes.plans).toBe('https://cdn.example.com/plans/mf-manifest.json');
    expect(config.remotes.staff).toBe('https://gym.example:4502/mf-manifest.json');
    expect(config.remotes.members).toBe('https://gym.example:3001/mf-manifest.json');
    expect(config.apiBaseUrl).toBe('https://api.example.com');
  });
});
