import { importsClient } from '../../testing/imports-client';
import { signedInAs } from '../../testing/team';
import { useSignedInApp } from '../../testing/signed-in-app';

/** The Imports list (docs/product/import.md §24): each import that has run, to undo it later. */
describe('GET /imports: the Imports list', () => {
  const ctx = useSignedInApp();
  const imports = () => importsClient(ctx.app, ctx.cookie);
  const HEADER = ['Name', 'Phone', 'Plan'];

  it('lists the imports that ran or are running, newest first, with who ran them, their counts and until when Undo is offered', async () => {
    await ctx.members.addPlan('Monthly', 30, 1500);
    const first = await imports().reviewed(
      [HEADER, ['Ravi', '9876543210', 'Monthly'], ['Bad', '12', 'Monthly']],
      'april.csv',
    );
    // Run by another account than the one that uploaded it.
    const clerk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'clerk');
    await importsClient(ctx.app, clerk.cookie).runAll(first.id);
    // Uploaded and reviewed, never run: not listed.
    await imports().reviewed([HEADER, ['Sunil', '9876543211', 'Monthly']], 'draft.csv');
    const second = await imports().reviewed(
      [HEADER, ['Meera', '9876543212', 'Monthly']],
      'may.csv',
    );
    await imports().runAll(second.id);
    await imports().undo(second.id);

    const response = await ctx.get('/imports?page=1&page_size=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      data: [
        {
          import_id: second.id,
          file_name: 'may.csv',
          created_at: expect.any(String),
          admin_name: expect.any(String),
          state: 'undone',
          added: 1,
          updated: 0,
          skipped: 0,
          undo_until: null,
        },
        {
          import_id: first.id,
          file_name: 'april.csv',
          created_at: expect.any(String),
          admin_name: 'Team Member',
          state: 'imported',
          added: 1,
          updated: 0,
          skipped: 1,
          undo_until: expect.any(String),
        },
      ],
    });
    expect(Date.parse(response.json().data[1].undo_until)).toBeGreaterThan(Date.now());
    // One a page, the next page.
    expect((await ctx.get('/imports?page=2&page_size=1')).json()).toMatchObject({
      total: 2,
      data: [{ import_id: first.id }],
    });

    // Past its 24 hours, Undo is no longer offered.
    await ctx.app.db
      .updateTable('imports')
      .set({ finished_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    expect((await ctx.get('/imports')).json().data[1]).toMatchObject({ undo_until: null });
  });
});

// Refusals write nothing: one app serves them all.
describe('GET /imports: refusals', () => {
  const ctx = useSignedInApp({}, 'all');
  it.each([
    ['/imports?page=0', 'Page must be at least 1'],
    ['/imports?page_size=101', 'Page size must be at most 100'],
    ['/imports?page=two', 'Page must be a whole number'],
  ])('%s', async (url, message) => {
    const response = await ctx.get(url);
    expect([response.statusCode, response.json()]).toEqual([400, { status: 'failed', message }]);
  });
});
