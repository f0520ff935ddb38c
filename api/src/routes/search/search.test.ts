import { memberForm, phoneNo } from '../../testing/members-client';
import { readPhone } from '../../schemas/input-rules';
import { trainer } from '../../testing/staff-client';
import { multipart } from '../../testing/test-app';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

describe('GET /search', () => {
  const ctx = useSignedInApp({}, 'all');

  beforeAll(async () => {
    const members = ctx.members;
    const gold = await members.addPlan('Gold Annual', 365, 12000);
    await members.addPlan('Silver', 30, 900);
    for (const [i, name] of [
      'Meera Iyer',
      'Ravi Iyer',
      'Asha Rao',
      'Iyer Seven',
      'Priya Iyer',
      'Kiran Iyer',
      'Anil Iyer',
      'Bo',
    ].entries()) {
      // A phone each; Anil Iyer's is the form's.
      const phone = name === 'Anil Iyer' ? memberForm.phone : phoneNo(i);
      expect(
        (await members.add({ ...memberForm, name, phone, plan: String(gold) })).statusCode,
      ).toBe(201);
    }
    for (const [name, role] of [
      ['Goldie Trainer', 'Trainer'],
      ['Ravi Kumar', 'Staff'],
    ]) {
      const form = await multipart({ ...trainer, name: name!, trainer_or_staff: role! });
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/members/add_trainer_staff',
            headers: { cookie: ctx.cookie, ...form.headers },
            payload: form.payload,
          })
        ).statusCode,
      ).toBe(201);
    }
  });

  const search = (q: string | null, as: string | null = ctx.cookie) =>
    ctx.app.inject({
      url: q === null ? '/search' : `/search?q=${encodeURIComponent(q)}`,
      headers: as ? { cookie: as } : {},
    });

  it('needs a session', async () => {
    const response = await search('iyer', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'failed', message: 'Please log in to continue.' });
  });

  it.each([
    ['no q', null, 'The search is required'],
    ['an empty q', '', 'The search is required'],
    ['a blank q', '   ', 'The search must not be blank'],
    ['a q over 100 characters', 'x'.repeat(101), 'The search must be at most 100 characters'],
    ['a control character', 'iy\u0000er', 'The search must not contain control characters'],
  ])('refuses %s with 400', async (_, q, message) => {
    const response = await search(q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'failed', message });
  });

  it('finds members (newest first, at most 5) through the trigram index, case-insensitively', async () => {
    const body = (await search('IYER')).json();
    expect(body.status).toBe('success');
    expect(body.members.map((m: { name: string }) => m.name)).toEqual([
      'Anil Iyer',
      'Kiran Iyer',
      'Priya Iyer',
      'Iyer Seven',
      'Ravi Iyer',
    ]);
    expect(body.members[0]).toEqual({
      id: expect.any(Number),
      name: 'Anil Iyer',
      phone: readPhone(memberForm.phone),
      status: 'Active',
      home_branch_id: 1,
    });
    expect(body.staff).toEqual([]);
    expect(body.plans).toEqual([]);
  });

  it('shows each member’s status as the members list does: Expired once an Active member’s expiry has passed', async () => {
    const silver = (await search('silver')).json().plans[0].id as number;
    for (const [name, status, phone] of [
      ['Zubin Expired', 'Active', phoneNo(100)],
      ['Zara Inactive', 'Inactive', phoneNo(101)],
    ] as const)
      await ctx.members.add({ ...memberForm, name, status, phone, plan: String(silver) });
    const found = (await search('zubin'))
      .json()
      .members.concat((await search('zara')).json().members);
    expect(found.map((m: { name: string; status: string }) => [m.name, m.status])).toEqual([
      ['Zubin Expired', 'Expired'],
      ['Zara Inactive', 'Inactive'],
    ]);
  });

  it('finds every kind by name, each with what tells it apart', async () => {
    const body = (await search('ravi')).json();
    expect(body.members.map((m: { name: string }) => m.name)).toEqual(['Ravi Iyer']);
    expect(body.staff).toEqual([{ id: expect.any(Number), name: 'Ravi Kumar', role: 'Staff' }]);
    const gold = (await search('gold')).json();
    expect(gold.plans).toEqual([
      { id: expect.any(Number), name: 'Gold Annual', duration_days: 365 },
    ]);
    expect(gold.staff).toEqual([
      { id: expect.any(Number), name: 'Goldie Trainer', role: 'Trainer' },
    ]);
    // A member's plan is not a match for the member: the plan itself is listed.
    expect(gold.members).toEqual([]);
  });

  it('finds class types for an account that sets classes up, under `more`, and for no other', async () => {
    for (const name of ['Yoga Flow', 'Power Yoga', 'Zumba'])
      expect(
        (
          await ctx.send('POST', '/classes/types', {
            name,
            duration_minutes: 45,
            capacity: 10,
          })
        ).statusCode,
      ).toBe(201);
    expect((await search('yoga')).json().more).toEqual({
      class_types: [
        { id: expect.any(Number), name: 'Power Yoga', detail: '45 minutes' },
        { id: expect.any(Number), name: 'Yoga Flow', detail: '45 minutes' },
      ],
    });
    const desk = await signedInAs(ctx.app, ctx.cookie, 'Front desk', 'desk-search');
    expect((await search('yoga', desk.cookie)).json().more).toEqual({});
  });

  it('searches one- and two-letter keywords without the index', async () => {
    expect((await search('Bo')).json().members.map((m: { name: string }) => m.name)).toEqual([
      'Bo',
    ]);
    expect((await search('a')).json().members).toHaveLength(5);
  });

  it('takes LIKE wildcards and FTS syntax as plain text', async () => {
    for (const q of ['%', '_', 'iy%r', '"iyer"', 'iyer OR rao', 'NEAR(iyer)', '*']) {
      const body = (await search(q)).json();
      expect([q, body.members, body.staff, body.plans]).toEqual([q, [], [], []]);
    }
  });

  it('finds a member renamed or removed as they are now', async () => {
    const members = ctx.members;
    const id = (await search('Asha Rao')).json().members[0].id;
    const details = (await members.get(id)).json();
    expect(
      (
        await members.update(id, {
          ...memberForm,
          phone: details.phone,
          name: 'Asha Verma-Rao',
          plan: String(details.plan),
          paid: '500',
        })
      ).statusCode,
    ).toBe(200);
    expect((await search('Verma-Rao')).json().members.map((m: { id: number }) => m.id)).toEqual([
      id,
    ]);
    expect((await members.remove(id)).statusCode).toBe(200);
    expect((await search('Verma-Rao')).json().members).toEqual([]);
  });
});
