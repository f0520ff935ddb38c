import { useSignedInApp } from '../testing/signed-in-app';
import { BRANCH_PARAMETER } from './branch-scope';

describe('the branch a request acts at (?branch=)', () => {
  const ctx = useSignedInApp();
  const membersPage = (query: string) =>
    ctx.get(`/members/view_members?page=1&page_size=5${query}`);

  it('is read before the route checks its query, so a route that takes no branch still answers', async () => {
    const plain = await membersPage('');
    expect(plain.statusCode).toBe(200);
    for (const query of ['&branch=all', '&branch=1', '&branch=']) {
      const response = await membersPage(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(plain.json());
    }
  });

  it('refuses a branch that is neither an id nor "all" with a 400, and an unknown one with a 404', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', 'ALL']) {
      const response = await membersPage(`&branch=${bad}`);
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({
        bad,
        status: 400,
        body: { status: 'failed', message: BRANCH_PARAMETER },
      });
    }
    const unknown = await membersPage('&branch=7');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'failed', message: 'Branch 7 not found.' });
  });

  it('lets the list of branches answer whatever the tab chose, so a stale choice can be replaced', async () => {
    const response = await ctx.get('/branches?branch=7');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((branch: { id: number }) => branch.id)).toEqual([1]);
  });

  it('lets the session answer whatever the tab chose, as the tab asks it before the branches', async () => {
    const response = await ctx.get('/members/admin_me?branch=7');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
  });

  it('needs a session first: a request without one is refused before its branch is looked at', async () => {
    const response = await ctx.app.inject({ url: '/members/view_members?branch=7' });
    expect(response.statusCode).toBe(401);
  });
});
