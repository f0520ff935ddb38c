import { DECLARATIONS, manifestOf, manifestUrl } from '../../testing/fake-remotes';
import { currentDeclarations, readDeclarations, subscribeToDeclarations } from './declarations';
import { forgetManifest } from './manifests';

const REMOTES = { members: manifestUrl('members'), plans: manifestUrl('plans') };
const answer = (body: unknown) => {
  const response = { ok: true, status: 200, json: async () => body, clone: () => response };
  return response as unknown as Response;
};

/** Answers each manifest with `served` (null: cannot be reached), counting the reads. */
function serve(served: Record<string, unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const remote = Object.keys(REMOTES).find((name) => manifestUrl(name) === String(input));
    if (!remote || served[remote] === null) throw new TypeError('Failed to fetch');
    return answer(manifestOf(remote, served[remote]));
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

const statuses = () =>
  Object.fromEntries([...currentDeclarations()].map(([name, state]) => [name, state.status]));

describe('the declarations the page carries', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.values(REMOTES).forEach(forgetManifest);
  });
  afterEach(() => jest.useRealTimers());

  it('are used at once, and their manifests read only after the first screen, changing nothing when the same', async () => {
    const fetchMock = serve(DECLARATIONS);
    const changes = jest.fn();
    const stop = subscribeToDeclarations(changes);
    readDeclarations(REMOTES, { members: DECLARATIONS.members, plans: DECLARATIONS.plans });
    expect(statuses()).toEqual({ members: 'ready', plans: 'ready' });
    const shown = currentDeclarations();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // One change: the start itself. The same declarations read again draw nothing new.
    expect(changes).toHaveBeenCalledTimes(1);
    expect(currentDeclarations()).toBe(shown);
    stop();
  });

  it('give way to what the manifest says now: a remote redeployed since, or one this browser cannot reach', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const redeployed = { ...DECLARATIONS.plans, prefixes: ['/plans', '/offers'] };
    serve({ members: null, plans: redeployed });
    readDeclarations(REMOTES, { members: DECLARATIONS.members, plans: DECLARATIONS.plans });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(statuses()).toEqual({ members: 'unreadable', plans: 'ready' });
    expect(currentDeclarations().get('plans')).toEqual({
      status: 'ready',
      declaration: { ...redeployed, schema: 1, requires: {} },
    });
    expect(logged).toHaveBeenCalledWith(
      'The "members" section could not be read',
      expect.any(TypeError),
    );
  });

  it("are read at once for the page's own section, whose manifest the page announced", async () => {
    const fetchMock = serve(DECLARATIONS);
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      href: REMOTES.plans,
    });
    document.head.append(link);
    readDeclarations(REMOTES, { members: DECLARATIONS.members, plans: DECLARATIONS.plans });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([REMOTES.plans]);
    expect(statuses()).toEqual({ members: 'ready', plans: 'ready' });
    link.remove();
  });

  it('are read at once when the page carries none, or a malformed one', async () => {
    const fetchMock = serve(DECLARATIONS);
    readDeclarations(REMOTES, { plans: { prefixes: 'plans' } });
    expect(statuses()).toEqual({ members: 'loading', plans: 'loading' });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(statuses()).toEqual({ members: 'ready', plans: 'ready' });
  });
});
