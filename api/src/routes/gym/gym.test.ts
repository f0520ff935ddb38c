import { expectReply } from '../../testing/expect-reply';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

const pdfText = async (body: Buffer) =>
  (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;

const details = {
  name: 'Iron Temple Koramangala',
  address: '12, 80 Feet Road\nKoramangala, Bengaluru 560034',
  phone: '8041234567',
};

describe('gym details', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  const save = (body: object, cookie = ctx.cookie) =>
    ctx.send('POST', '/members/gym_details', body, { cookie });

  it('answers GYM_NAME and no address or phone until they are saved, to who-am-I and the login page too', async () => {
    expectReply(await ctx.get('/members/gym_details'), 200, {
      status: 'success',
      gym: { name: 'Iron Temple', address: '', phone: '' },
    });
    expect((await ctx.get('/members/admin_me')).json().gym_name).toBe('Iron Temple');
    expectReply(await ctx.app.inject({ url: '/members/gym_name' }), 200, {
      status: 'success',
      name: 'Iron Temple',
    });
  });

  it('saves them trimmed, says so, and every answer uses them from then on', async () => {
    expectReply(
      await save({ ...details, name: `  ${details.name} `, address: ` ${details.address}\n` }),
      200,
      { status: 'success', message: 'Gym details updated successfully!', gym: details },
    );
    expectReply(await ctx.get('/members/gym_details'), 200, { status: 'success', gym: details });
    expect((await ctx.get('/members/admin_me')).json().gym_name).toBe(details.name);
    // Without a session, only the name.
    expectReply(await ctx.app.inject({ url: '/members/gym_name' }), 200, {
      status: 'success',
      name: details.name,
    });
    // Saved again: the one row is replaced.
    expectReply(await save({ name: 'Iron Temple', address: '', phone: '' }), 200, {
      status: 'success',
      message: 'Gym details updated successfully!',
      gym: { name: 'Iron Temple', address: '', phone: '' },
    });
    expect(await ctx.app.db.selectFrom('gym_details').select('name').execute()).toEqual([
      { name: 'Iron Temple' },
    ]);
  });

  it('prints the saved name, address and phone at the top of invoices', async () => {
    await save(details);
    const plan = await ctx.members.addPlan('Gold Annual', 365, 15000);
    const { member_id } = (
      await ctx.members.add({ ...memberForm, plan: String(plan), fee: '15000', paid: '15000' })
    ).json();
    const text = await pdfText((await ctx.members.invoice(member_id)).rawPayload);
    for (const line of [
      'Iron Temple Koramangala',
      '12, 80 Feet Road',
      'Koramangala, Bengaluru 560034',
      'Phone: 8041234567',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('Iron Temple\n');
  });

  it.each([
    ['a blank name', { ...details, name: '   ' }, 'name'],
    ['a name of 101 characters', { ...details, name: 'x'.repeat(101) }, 'name'],
    ['an address of 301 characters', { ...details, address: 'x'.repeat(301) }, 'address'],
    ['a phone with letters', { ...details, phone: '98765-ABCDE' }, 'phone'],
  ])('refuses %s in words (400) and saves nothing', async (_, body, field) => {
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('failed');
    expect(response.json().message).toMatch(new RegExp(field, 'i'));
    expect(await ctx.app.db.selectFrom('gym_details').selectAll().execute()).toEqual([]);
  });

  it('may be read by every account but changed only by Owners and Managers', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager');
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    expectReply(await save(details, desk.cookie), 403, {
      status: 'failed',
      message: 'You do not have permission to do this.',
    });
    expect((await ctx.get('/members/gym_details', { cookie: desk.cookie })).json().gym.name).toBe(
      'Iron Temple',
    );
    expect((await save(details, manager.cookie)).statusCode).toBe(200);
    expect((await ctx.get('/members/admin_me', { cookie: desk.cookie })).json().gym_name).toBe(
      details.name,
    );
  });
});

describe('branch 1 takes the gym’s details (docs/product/branches.md §26)', () => {
  const ctx = useSignedInApp();
  const save = (body: object, cookie = ctx.cookie) =>
    ctx.send('POST', '/members/gym_details', body, { cookie });
  const branches = async () => (await ctx.get('/branches')).json().data;
  const editBranchOne = (body: object) =>
    ctx.send('POST', '/branches/edit_branch/1', {
      name: 'Main branch',
      address: '',
      phone: '',
      ...body,
    });

  it('takes their name, address and phone when they are saved, and follows each save until it is edited in Branches', async () => {
    expect((await save(details)).statusCode).toBe(200);
    expect(await branches()).toEqual([{ id: 1, ...details }]);
    const moved = { name: 'Iron Temple Indiranagar', address: '100 Feet Road', phone: '' };
    expect((await save(moved)).statusCode).toBe(200);
    expect(await branches()).toEqual([{ id: 1, ...moved }]);
    // The gym's own details are still the gym's: the login page names the gym as saved.
    expect((await ctx.get('/members/gym_details')).json().gym).toEqual(moved);
  });

  it.each([
    ['renamed', { name: 'Koregaon Park' }],
    ['given an address', { address: 'Lane 5, Koregaon Park' }],
    ['given a phone', { phone: '9800000001' }],
    ['saved unchanged', {}],
  ])('is not overwritten once an Owner has %s it in Branches', async (_, edit) => {
    expect((await editBranchOne(edit)).statusCode).toBe(200);
    const before = await branches();
    expect((await save(details)).statusCode).toBe(200);
    expect(await branches()).toEqual(before);
    // Nor by a later save.
    expect((await save({ ...details, name: 'Iron Temple Baner' })).statusCode).toBe(200);
    expect(await branches()).toEqual(before);
  });

  it('keeps its name when another branch has the gym’s, and takes the address and phone', async () => {
    expect(
      (await ctx.send('POST', '/branches/add_branch', { ...details, name: 'Iron Temple' }))
        .statusCode,
    ).toBe(201);
    expect((await save({ ...details, name: 'IRON temple' })).statusCode).toBe(200);
    expect((await branches())[0]).toEqual({ ...details, id: 1, name: 'Main branch' });
  });

  it('takes them from a Manager’s save too, who may not edit branches', async () => {
    const manager = await signedInAs(ctx.app, ctx.cookie, 'Manager');
    expect((await save(details, manager.cookie)).statusCode).toBe(200);
    expect(await branches()).toEqual([{ id: 1, ...details }]);
  });

  it('takes nothing from a refused save', async () => {
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk');
    expect((await save(details, desk.cookie)).statusCode).toBe(403);
    expect((await save({ ...details, name: '' })).statusCode).toBe(400);
    expect(await branches()).toEqual([{ id: 1, name: 'Main branch', address: '', phone: '' }]);
  });
});
