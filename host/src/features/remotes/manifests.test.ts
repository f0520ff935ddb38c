import { fetchManifest, forgetManifest, reuseManifests } from './manifests';

const MANIFEST = 'http://localhost:3003/mf-manifest.json';
const response = (ok = true) => {
  const answer = { ok, status: ok ? 200 : 503, clone: () => answer };
  return answer as unknown as Response;
};

describe('one manifest fetch per page load', () => {
  const plugin = reuseManifests();
  const runtimeFetch = (url: string) =>
    (plugin.fetch as (url: string, init: RequestInit) => unknown)(url, {});

  beforeEach(() => forgetManifest(MANIFEST));

  it('hands the federation runtime the response the host already fetched', async () => {
    const fetchMock = jest.fn(async () => response());
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await fetchManifest(MANIFEST);
    await expect(runtimeFetch(MANIFEST)).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves URLs the host did not fetch to the runtime', () => {
    expect(runtimeFetch('http://localhost:3001/mf-manifest.json')).toBeUndefined();
  });

  it('refuses an error answer, and fetches afresh once forgotten', async () => {
    const fetchMock = jest.fn(async () => response(false));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchManifest(MANIFEST)).rejects.toThrow('answered 503');
    forgetManifest(MANIFEST);
    fetchMock.mockResolvedValueOnce(response());
    await expect(fetchManifest(MANIFEST)).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
