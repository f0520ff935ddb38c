import { memberForm } from '../../testing/members-client';
import { login } from '../../testing/test-app';
import { useSignedInApp } from '../../testing/signed-in-app';

const cases: [string, Record<string, string>, string][] = [
  ['no name', { name: '' }, 'Name and Phone number are required!'],
  ['a blank name', { name: '   ' }, 'Name and Phone number are required!'],
  ['no phone', { phone: '' }, 'Name and Phone number are required!'],
  ['a 101-character name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  [
    'a phone with letters',
    { phone: '98765abc12' },
    'Phone number must be 7 to 15 digits, optionally starting with +',
  ],
  [
    'a 6-digit phone',
    { phone: '123456' },
    'Phone number must be 7 to 15 digits, optionally starting with +',
  ],
  [
    'a 16-digit phone',
    { phone: '1234567890123456' },
    'Phone number must be 7 to 15 digits, optionally starting with +',
  ],
  ['an e-mail without @', { email: 'asha.example.com' }, 'E-mail must be a valid e-mail address'],
  [
    'an e-mail without a domain dot',
    { email: 'asha@example' },
    'E-mail must be a valid e-mail address',
  ],
  ['an age of 121', { age: '121' }, 'Age must be a whole number from 0 to 120'],
  ['a negative age', { age: '-1' }, 'Age must be a whole number from 0 to 120'],
  ['a fractional age', { age: '30.5' }, 'Age must be a whole number from 0 to 120'],
  ['a weight of 501', { weight: '501' }, 'Weight must be a number from 0 to 500'],
  ['a weight in words', { weight: 'heavy' }, 'Weight must be a number from 0 to 500'],
  [
    'an unknown blood group',
    { blood_group: 'C+' },
    'Blood group must be one of: A+, A-, B+, B-, AB+, AB-, O+, O-',
  ],
  ['an unknown status', { status: 'Paused' }, 'Status must be Active or Inactive'],
  [
    'a joining day that is not a date',
    { joining_day: 'tomorrow' },
    'Joining day must be a real date written YYYY-MM-DD',
  ],
  [
    'February 30th',
    { joining_day: '2026-02-30' },
    'Joining day must be a real date written YYYY-MM-DD',
  ],
  [
    'a day-first date',
    { leave: '15-01-2026' },
    'Leave date must be a real date written YYYY-MM-DD',
  ],
  [
    'a rejoin that is not a date',
    { leave: '2026-01-15', rejoin: '2026-13-01' },
    'Rejoin date must be a real date written YYYY-MM-DD',
  ],
  [
    'a rejoin before the leave',
    { leave: '2026-01-15', rejoin: '2026-01-14' },
    'Rejoin date cannot be before the leave date',
  ],
  [
    'a joining day in the year 9999',
    { joining_day: '9999-12-31' },
    'Joining day must be between 1900-01-01 and 2100-12-31',
  ],
  [
    'a joining day in the year 0000',
    { joining_day: '0000-01-01' },
    'Joining day must be between 1900-01-01 and 2100-12-31',
  ],
  [
    'a joining day before 1900',
    { joining_day: '1899-12-31' },
    'Joining day must be between 1900-01-01 and 2100-12-31',
  ],
  [
    'a leave date after 2100',
    { leave: '2101-01-01' },
    'Leave date must be between 1900-01-01 and 2100-12-31',
  ],
  [
    'a rejoin date after 2100',
    { leave: '2026-01-15', rejoin: '2101-01-01' },
    'Rejoin date must be between 1900-01-01 and 2100-12-31',
  ],
  ['a markup e-mail', { email: '<script>@x.y' }, 'E-mail must be a valid e-mail address'],
  [
    'an e-mail with a space',
    { email: 'asha verma@example.com' },
    'E-mail must be a valid e-mail address',
  ],
  ['a name with a NUL byte', { name: 'As\u0000ha' }, 'Name must not contain control characters'],
  [
    'a profession with a control character',
    { profession: 'Tea\u0008cher' },
    'Profession must not contain control characters',
  ],
  ['an age of Infinity', { age: 'Infinity' }, 'Age must be a whole number from 0 to 120'],
  ['an age in hex', { age: '0x20' }, 'Age must be a whole number from 0 to 120'],
  ['a negative fee', { fee: '-5' }, 'Fee must be a whole number of rupees from 0 to 10000000'],
  [
    'a fractional fee',
    { fee: '1500.50' },
    'Fee must be a whole number of rupees from 0 to 10000000',
  ],
  ['a huge fee', { fee: '10000001' }, 'Fee must be a whole number of rupees from 0 to 10000000'],
  [
    'a paid amount in words',
    { paid: 'all' },
    'Paid amount must be a whole number of rupees from 0 to 10000000',
  ],
  ['more paid than the fee', { paid: '1501' }, 'Paid amount cannot be more than the fee'],
  ['no plan', { plan: '' }, 'Please choose a plan'],
  ['an unknown plan', { plan: '9999' }, 'Please choose an existing plan'],
  ['a plan that is not an id', { plan: 'Gold' }, 'Please choose an existing plan'],
];

// A refusal writes nothing, so each block's tests share one app: a refusal that wrote would fail
// its own test (the counts) and every later one (one app each was 83 apps a database).
describe('member form validation', () => {
  describe('adding', () => {
    const ctx = useSignedInApp({}, 'all');
    let form: typeof memberForm;

    beforeAll(async () => {
      form = { ...memberForm, plan: String(await ctx.members.addPlan('Gold')) };
    });

    it.each([
      ...cases,
      [
        'a cheque payment',
        { payment_method: 'cheque' },
        'Payment method must be one of: cash, upi, card, bank',
      ],
    ])('refuses to add a member with %s, writing nothing', async (_, fields, message) => {
      const response = await ctx.members.add({ ...form, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'failed', message });
      expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
    });

    it('refuses a JSON array body with 400', async () => {
      const cookie = await login(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/members/add_member',
        headers: { cookie },
        payload: [form],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'failed',
        message: 'The body must be an object',
      });
      expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
    });
  });

  describe('updating', () => {
    const ctx = useSignedInApp({}, 'all');
    let form: typeof memberForm;
    let memberId: number;
    let stored: unknown;

    beforeAll(async () => {
      form = { ...memberForm, plan: String(await ctx.members.addPlan('Gold')) };
      memberId = (await ctx.members.add(form)).json().member_id;
      stored = (await ctx.members.get(memberId)).json();
    });

    it.each([
      ...cases,
      ['a card payment', { payment_method: 'card' }, 'Payment method must be cash'],
    ])('refuses to update a member with %s, changing nothing', async (_, fields, message) => {
      const response = await ctx.members.update(memberId, { ...form, paid: '1500', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'failed', message });
      expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
      expect((await ctx.members.get(memberId)).json()).toEqual(stored);
    });
  });
});
