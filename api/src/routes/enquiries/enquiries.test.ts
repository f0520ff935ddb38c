import { enquiryBody } from '../../testing/enquiries-client';
import { today } from '../../domain/dates';
import { useSignedInApp } from '../../testing/signed-in-app';
import { expectReply } from '../../testing/expect-reply';

describe('enquiry routes', () => {
  const ctx = useSignedInApp();
  let planId: number;

  beforeEach(async () => {
    planId = await ctx.members.addPlan('Gold');
  });

  it('adds an enquiry, trimmed, with the plan it asked about, and loads it back', async () => {
    const response = await ctx.enquiries.add({
      ...enquiryBody,
      name: '  Kiran Shah ',
      phone: ' +919811122233 ',
      note: ' Mornings ',
      plan_id: planId,
      source: 'instagram',
      follow_up_on: ' 2026-03-10 ',
    });
    expect(response.statusCode).toBe(201);
    const { enquiry, ...rest } = response.json();
    expect(rest).toEqual({ status: 'success', message: 'Enquiry added successfully!' });
    expect(enquiry).toEqual({
      id: expect.any(Number),
      name: 'Kiran Shah',
      phone: '9811122233',
      plan_id: planId,
      plan_name: 'Gold',
      note: 'Mornings',
      enquiry_date: '2026-03-04',
      status: 'New',
      member_id: null,
      branch_id: 1,
      source: 'instagram',
      follow_up_on: '2026-03-10',
    });
    expect((await ctx.enquiries.get(enquiry.id)).json()).toEqual(enquiry);
  });

  it('needs only a name and a phone: no plan, no note, dated today, status New, no source, no follow-up', async () => {
    const response = await ctx.enquiries.add({ name: 'Walk-in', phone: '9876543210' });
    expect(response.statusCode).toBe(201);
    expect(response.json().enquiry).toMatchObject({
      plan_id: null,
      plan_name: null,
      note: '',
      enquiry_date: today(),
      status: 'New',
      source: null,
      follow_up_on: null,
    });
    expect(
      (
        await ctx.enquiries.add({
          name: 'Texter',
          phone: '9876543212',
          source: null,
          follow_up_on: '',
        })
      ).json().enquiry,
    ).toMatchObject({ source: null, follow_up_on: null });
    expect(
      (
        await ctx.enquiries.add({
          name: 'Caller',
          phone: '9876543211',
          enquiry_date: '',
          plan_id: null,
        })
      ).json().enquiry.enquiry_date,
    ).toBe(today());
  });

  it('keeps a note on several lines', async () => {
    const response = await ctx.enquiries.add({ ...enquiryBody, note: 'Line one\nLine two' });
    expect(response.json().enquiry.note).toBe('Line one\nLine two');
  });

  it('loads 404 for an unknown id and 400 for a malformed one', async () => {
    expectReply(await ctx.enquiries.get(999), 404, {
      status: 'failed',
      message: 'Enquiry 999 not found.',
    });
    expect((await ctx.enquiries.get('abc')).statusCode).toBe(400);
  });

  describe('the list', () => {
    const names = (rows: { name: string }[]) => rows.map((row) => row.name);
    beforeEach(async () => {
      await ctx.enquiries.create({
        name: 'Asha Rao',
        phone: '9800000001',
        enquiry_date: '2026-01-05',
      });
      await ctx.enquiries.create({
        name: 'Ravi Kumar',
        phone: '9800000002',
        enquiry_date: '2026-03-01',
      });
      await ctx.enquiries.create({
        name: 'Meera Iyer',
        phone: '+919800000003',
        enquiry_date: '2026-02-10',
        plan_id: planId,
      });
      await ctx.enquiries.create({
        name: '100% Sure',
        phone: '9811111111',
        enquiry_date: '2026-03-01',
      });
    });

    it('answers every enquiry, newest first, without a query', async () => {
      const response = await ctx.enquiries.list();
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('success');
      expect(names(body.enquiries)).toEqual(['100% Sure', 'Ravi Kumar', 'Meera Iyer', 'Asha Rao']);
      expect(body.enquiries[2]).toMatchObject({ plan_name: 'Gold' });
    });

    it('answers one page and the total with page and page_size', async () => {
      expect((await ctx.enquiries.list('?page=1&page_size=3')).json()).toEqual({
        data: expect.any(Array),
        total: 4,
      });
      expect(names((await ctx.enquiries.list('?page=1&page_size=3')).json().data)).toEqual([
        '100% Sure',
        'Ravi Kumar',
        'Meera Iyer',
      ]);
      expect(names((await ctx.enquiries.list('?page=2&page_size=3')).json().data)).toEqual([
        'Asha Rao',
      ]);
      expect((await ctx.enquiries.list('?page=1')).json().data).toHaveLength(4);
      expect((await ctx.enquiries.list('?page=9')).json()).toEqual({ data: [], total: 4 });
    });

    it.each([
      ['iyer', ['Meera Iyer']],
      ['RAVI', ['Ravi Kumar']],
      ['98000', ['Ravi Kumar', 'Meera Iyer', 'Asha Rao']],
      ['98000 00001', ['Asha Rao']],
      ['%2B91 98000 00003', ['Meera Iyer']],
      ['%2B91 98000-0000', ['Ravi Kumar', 'Meera Iyer', 'Asha Rao']],
      ['%25', ['100% Sure']],
      ['_', []],
      ['gold', []],
    ])('searches name and phone for %s', async (q, expected) => {
      const body = (await ctx.enquiries.list(`?q=${q}`)).json();
      expect(names(body.data)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });

    it('refuses a page size over 100 and a page of 0', async () => {
      expect((await ctx.enquiries.list('?page_size=101')).json()).toEqual({
        status: 'failed',
        message: 'Page size must be at most 100',
      });
      expect((await ctx.enquiries.list('?page=0')).statusCode).toBe(400);
    });
  });

  it('edits every field, status included', async () => {
    const id = await ctx.enquiries.create();
    const response = await ctx.enquiries.edit(id, {
      name: 'Kiran S',
      phone: '9822233344',
      plan_id: planId,
      note: 'Called back',
      enquiry_date: '2026-03-05',
      status: 'Contacted',
      source: 'referral',
      follow_up_on: '2026-03-12',
    });
    expectReply(response, 200, {
      status: 'success',
      message: 'Enquiry updated successfully!',
      enquiry: {
        id,
        name: 'Kiran S',
        phone: '9822233344',
        plan_id: planId,
        plan_name: 'Gold',
        note: 'Called back',
        enquiry_date: '2026-03-05',
        status: 'Contacted',
        member_id: null,
        branch_id: 1,
        source: 'referral',
        follow_up_on: '2026-03-12',
      },
    });
    // Left out or null, the source and the follow-up are cleared.
    expect(
      (await ctx.enquiries.edit(id, { ...enquiryBody, status: 'Lost', plan_id: null })).json()
        .enquiry,
    ).toMatchObject({
      status: 'Lost',
      plan_id: null,
      plan_name: null,
      source: null,
      follow_up_on: null,
    });
  });

  it('keeps an enquiry unchanged when an edit is invalid, and 404s an unknown one', async () => {
    const id = await ctx.enquiries.create({ plan_id: planId });
    const before = await ctx.enquiries.rows();
    for (const body of [
      { ...enquiryBody, status: 'Maybe' },
      { ...enquiryBody, plan_id: 999 },
      { ...enquiryBody, enquiry_date: '2026-13-01' },
      { ...enquiryBody, source: 'tiktok' },
      { ...enquiryBody, follow_up_on: 'next week' },
      { ...enquiryBody, phone: '12' },
      { ...enquiryBody, name: '' },
    ]) {
      expect((await ctx.enquiries.edit(id, body)).statusCode).toBe(400);
    }
    const unknown = await ctx.enquiries.edit(999, enquiryBody);
    expectReply(unknown, 404, { status: 'failed', message: 'Enquiry 999 not found.' });
    expect(await ctx.enquiries.rows()).toEqual(before);
  });

  it('deletes an enquiry, then 404s deleting it again', async () => {
    const id = await ctx.enquiries.create();
    const response = await ctx.enquiries.remove(id);
    expectReply(response, 200, {
      status: 'success',
      message: 'Deleted successfully!',
      activity_id: expect.any(Number),
    });
    expect(await ctx.enquiries.rows()).toEqual([]);
    expect((await ctx.enquiries.remove(id)).statusCode).toBe(404);
    expect((await ctx.enquiries.remove('abc')).statusCode).toBe(400);
  });

  it('forgets the plan asked about when that plan is deleted, and keeps the enquiry', async () => {
    const id = await ctx.enquiries.create({ plan_id: planId });
    const deleted = await ctx.send('DELETE', `/plans/delete_plan/${planId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.enquiries.get(id)).json()).toMatchObject({
      id,
      plan_id: null,
      plan_name: null,
    });
  });
});

// A refusal writes nothing, so the refusals share one app, with the plan the other tests have
// added once: a refusal that wrote would fail its own test (the rows) and every later one (one
// app each was 19 apps a database).
describe('enquiry routes, refusing an add', () => {
  const ctx = useSignedInApp({}, 'all');

  beforeAll(async () => {
    await ctx.members.addPlan('Gold');
  });

  it.each([
    ['no name', { phone: '9876543210' }, 'Name is required'],
    ['an empty name', { ...enquiryBody, name: '' }, 'Name is required'],
    ['a blank name', { ...enquiryBody, name: '   ' }, 'Name must not be blank'],
    [
      'a 101-character name',
      { ...enquiryBody, name: 'n'.repeat(101) },
      'Name must be at most 100 characters',
    ],
    ['no phone', { name: 'Kiran' }, 'Phone is required'],
    ['an empty phone', { ...enquiryBody, phone: '' }, 'Phone is required'],
    [
      'a phone with letters',
      { ...enquiryBody, phone: '98765abcde' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a 6-digit phone',
      { ...enquiryBody, phone: '987654' },
      'Phone number must be 7 to 15 digits, optionally starting with +',
    ],
    [
      'a status outside the four',
      { ...enquiryBody, status: 'Maybe' },
      'Status must be one of: New, Contacted, Joined, Lost',
    ],
    [
      'a status in lower case',
      { ...enquiryBody, status: 'new' },
      'Status must be one of: New, Contacted, Joined, Lost',
    ],
    [
      'a plan that does not exist',
      { ...enquiryBody, plan_id: 999 },
      'Please choose an existing plan',
    ],
    [
      'a plan id that is not a number',
      { ...enquiryBody, plan_id: 'gold' },
      'Plan id must be a whole number',
    ],
    ['a plan id of 0', { ...enquiryBody, plan_id: 0 }, 'Plan id must be at least 1'],
    [
      'a date that does not exist',
      { ...enquiryBody, enquiry_date: '2026-02-30' },
      'Enquiry date must be a real date written YYYY-MM-DD',
    ],
    [
      'a date written another way',
      { ...enquiryBody, enquiry_date: '04/03/2026' },
      'Enquiry date must be a real date written YYYY-MM-DD',
    ],
    [
      'a date in 1850',
      { ...enquiryBody, enquiry_date: '1850-01-01' },
      'Enquiry date must be between 1900-01-01 and 2100-12-31',
    ],
    [
      'a source outside the list',
      { ...enquiryBody, source: 'tiktok' },
      'Source must be one of: walk_in, phone_call, whatsapp, instagram, facebook, google, referral, other',
    ],
    [
      'a source by its label',
      { ...enquiryBody, source: 'Walk-in' },
      'Source must be one of: walk_in, phone_call, whatsapp, instagram, facebook, google, referral, other',
    ],
    [
      'a source that is not text',
      { ...enquiryBody, source: 3 },
      'Source must be one of: walk_in, phone_call, whatsapp, instagram, facebook, google, referral, other',
    ],
    [
      'a follow-up day that does not exist',
      { ...enquiryBody, follow_up_on: '2026-02-30' },
      'Follow up on must be a real date written YYYY-MM-DD',
    ],
    [
      'a follow-up day written another way',
      { ...enquiryBody, follow_up_on: '10/03/2026' },
      'Follow up on must be a real date written YYYY-MM-DD',
    ],
    [
      'a follow-up day in 2200',
      { ...enquiryBody, follow_up_on: '2200-01-01' },
      'Follow up on must be between 1900-01-01 and 2100-12-31',
    ],
    [
      'a 1,001-character note',
      { ...enquiryBody, note: 'x'.repeat(1001) },
      'Note must be at most 1000 characters',
    ],
    [
      'a note with an escape character',
      { ...enquiryBody, note: 'a\u001Bb' },
      'Note must not contain control characters',
    ],
    ['a JSON array', [enquiryBody], 'The body must be an object'],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const response = await ctx.enquiries.add(body);
    expectReply(response, 400, { status: 'failed', message });
    expect(await ctx.enquiries.rows()).toEqual([]);
  });
});
