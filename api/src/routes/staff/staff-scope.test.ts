import { branchesClient } from '../../testing/branches-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { SAMPLE_IMAGES } from '../../testing/sample-images';
import { useSignedInApp } from '../../testing/signed-in-app';
import { trainer, upload } from '../../testing/staff-client';
import { formPoster } from '../../testing/test-app';

/**
 * docs/product/branches.md §26: the trainers and staff listed are the chosen branch's; one of another
 * branch is answered, edited and deleted as if it did not exist; a new one works at the branch its
 * form names, else the one chosen.
 */
describe('trainers and staff under the branch chosen', () => {
  const ctx = useSignedInApp();
  let baner: number;

  beforeEach(async () => {
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
  });

  const post = (url: string, fields: Record<string, string | File>) =>
    formPoster(ctx.app, ctx.cookie)(url, fields);
  const add = async (fields: Record<string, string | File>, branch?: number | string) => {
    const query = branch === undefined ? '' : `?branch=${branch}`;
    const response = await post(`/members/add_trainer_staff${query}`, { ...trainer, ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const names = async (query: string) => {
    const body = (await ctx.get(`/members/view_all_trainers_staff${query}`)).json();
    return body.data.map((row: { user: string; branch_id: number }) => [row.user, row.branch_id]);
  };

  it('lists the chosen branch’s (the first when none is named), both under All branches, plain and paged, and a new one joins the branch chosen unless its form names one', async () => {
    await add({ name: 'Ravi' });
    await add({ name: 'Meera', phone: '+919876543211' }, baner);
    await add({ name: 'Sunil', phone: '+919876543212', branch_id: '1' }, baner);
    expect(await names('?branch=1')).toEqual([
      ['Ravi', 1],
      ['Sunil', 1],
    ]);
    expect(await names(`?branch=${baner}`)).toEqual([['Meera', baner]]);
    const every = [
      ['Ravi', 1],
      ['Meera', baner],
      ['Sunil', 1],
    ];
    expect(await names('?branch=all')).toEqual(every);
    // No branch named among several: the first branch's, as under ?branch=1.
    expect(await names('')).toEqual([
      ['Ravi', 1],
      ['Sunil', 1],
    ]);
    const paged = (
      await ctx.get(`/members/view_all_trainers_staff?page=1&q=Trainer&branch=1`)
    ).json();
    expect([paged.total, paged.data.map((row: { user: string }) => row.user)]).toEqual([
      2,
      ['Ravi', 'Sunil'],
    ]);
    const banerPage = (
      await ctx.get(`/members/view_all_trainers_staff?page=1&branch=${baner}`)
    ).json();
    expect(banerPage.total).toBe(1);
  });

  it('answers one of another branch 404 for its details, picture, edit and delete, writing nothing', async () => {
    const meera = await add({ name: 'Meera', profile_picture: upload(SAMPLE_IMAGES.png) }, baner);
    const picture = `/members/trainer_staff_picture/${meera}`;
    const before = await tableFingerprints(ctx.app);
    for (const refused of [
      await ctx.get(`/members/view_single_trainer_staff/${meera}?branch=1`),
      await ctx.get(`${picture}?branch=1`),
      await post(`/members/edit_trainer_staff/${meera}?branch=1`, { ...trainer, name: 'M' }),
      await ctx.send('DELETE', `/members/delete_trainer_staff/${meera}?branch=1`),
    ])
      expect([refused.statusCode, refused.json().message]).toEqual([404, 'Trainer not found']);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);

    for (const branch of [baner, 'all']) {
      expect(
        (await ctx.get(`/members/view_single_trainer_staff/${meera}?branch=${branch}`)).statusCode,
      ).toBe(200);
      expect((await ctx.get(`${picture}?branch=${branch}`)).statusCode).toBe(200);
    }
    const edited = await post(`/members/edit_trainer_staff/${meera}?branch=${baner}`, {
      ...trainer,
      name: 'Meera Shah',
      branch_id: '1',
    });
    expect(edited.json().data).toMatchObject({ user: 'Meera Shah', branch_id: 1 });
    expect(
      (await ctx.send('DELETE', `/members/delete_trainer_staff/${meera}?branch=1`)).statusCode,
    ).toBe(200);
  });

  it('shows only the chosen branch’s deleted trainers in Deleted items, and restores none of another branch', async () => {
    const ravi = await add({ name: 'Ravi' });
    const meera = await add({ name: 'Meera', phone: '+919876543211' }, baner);
    for (const [id, branch] of [
      [ravi, 1],
      [meera, baner],
    ])
      expect(
        (await ctx.send('DELETE', `/members/delete_trainer_staff/${id}?branch=${branch}`))
          .statusCode,
      ).toBe(200);
    const listed = async (branch: number | 'all') =>
      (await ctx.deleted.list(`?page=1&page_size=10&kind=staff&branch=${branch}`))
        .json()
        .data.map((item: { name: string }) => item.name)
        .sort();
    expect(await listed(1)).toEqual(['Ravi']);
    expect(await listed(baner)).toEqual(['Meera']);
    expect(await listed('all')).toEqual(['Meera', 'Ravi']);
    const item = await ctx.deleted.idOf('staff', meera);
    const before = await tableFingerprints(ctx.app);
    expect((await ctx.send('POST', `/deleted/restore/${item}?branch=1`)).statusCode).toBe(404);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    expect((await ctx.send('POST', `/deleted/restore/${item}?branch=${baner}`)).statusCode).toBe(
      200,
    );
    expect(await names(`?branch=${baner}`)).toEqual([['Meera', baner]]);
  });
});
