import { loadRuntimeConfig } from './runtime-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const CONFIG = { apiBaseUrl: '/api', remotes: { plans: 'http://localhost:3003/mf-manifest.json' } };

describe('the runtime configuration', () => {
  afterEach(() => document.getElementById('spotter-config')?.remove());

  it('is read at once from the page the host server sent, without a request', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'spotter-config';
    block.textContent = JSON.stringify(CONFIG).replace(/</g, '\\u003c');
    document.head.append(block);
    globalThis.fetch = jest.fn();
    expect(loadRuntimeConfig()).toEqual(CONFIG);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('is fetched from /spotter.config.json by a page without it (the dev server)', async () => {
    globalThis.fetch = jest.fn(
      async () => ({ ok: true, json: async () => CONFIG }) as unknown as Response,
    );
    await expect(loadRuntimeConfig()).resolves.toEqual(CONFIG);
    expect(globalThis.fetch).toHaveBeenCalledWith('/spotter.config.json', { cache: 'no-cache' });
  });
});
