import { memberForm, memberInput } from '../../testing/members-client';
import { expectReply } from '../../testing/expect-reply';
import { multipart } from '../../testing/test-app';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * The member form's typed contract (`MemberInput`, docs/architecture.md "One contract per form"):
 * the columns' names and types, as the screens send it (JSON); the earlier product's multipart
 * form, as old clients send it to the same URLs, read into the same schema.
 */

const money = (label: string) => `${label} must be a whole number of rupees from 0 to 10000000`;
const DAY = 'must be a real date written YYYY-MM-DD';
const RANGE = 'must be between 1900-01-01 and 2100-12-31';

/** Typed values refused, each in the words the form's refusals always had (docs/product/api-input.md §21). */
const refusals: [string, Record<string, unknown>, string][] = [
  ['no name', { name: undefined }, 'Name and Phone number are required!'],
  ['a blank name', { name: '   ' }, 'Name and Phone number are required!'],
  ['no phone', { phone: undefined }, 'Name and Phone number are required!'],
  ['a name that is a number', { name: 42 }, 'Name must be text'],
  ['an age of 121', { age: 121 }, 'Age must be a whole number from 0 to 120'],
  ['a fractional age', { age: 30.5 }, 'Age must be a whole number from 0 to 120'],
  ['an age that is a flag', { age: true }, 'Age must be a whole number from 0 to 120'],
  ['an age of null', { age: null }, 'Age must be a whole number from 0 to 120'],
  ['a weight of 501', { weight: 501 }, 'Weight must be a number from 0 to 500'],
  ['a weight with three decimals', { weight: 58.125 }, 'Weight must be a number from 0 to 500'],
  [
    'an unknown blood group',
    { blood_group: 'C+' },
    'Blood group must be one of: A+, A-, B+, B-, AB+, AB-, O+, O-',
  ],
  ['an unknown status', { status: 'Paused' }, 'Status must be Active or Inactive'],
  ['a joining date that is not a date', { joining_date: 'tomorrow' }, `Joining day ${DAY}`],
  ['February 30th', { joining_date: '2026-02-30' }, `Joining day ${DAY}`],
  ['a joining date as a number', { joining_date: 20260110 }, 'Joining day must be text'],
  ['a joining date in the year 9999', { joining_date: '9999-12-31' }, `Joining day ${RANGE}`],
  ['a day-first leave date', { leave_date: '15-01-2026' }, `Leave date ${DAY}`],
  [
    'a rejoin date after 2100',
    { leave_date: '2026-01-15', rejoin_date: '2101-01-01' },
    `Rejoin date ${RANGE}`,
  ],
  [
    'a rejoin before the leave',
    { leave_date: '2026-01-15', rejoin_date: '2026-01-14' },
    'Rejoin date cannot be before the leave date',
  ],
  ['a negative fee', { total_fee: -5 }, money('Fee')],
  ['a fractional fee', { total_fee: 1500.5 }, money('Fee')],
  ['a fee in words', { total_fee: 'all' }, money('Fee')],
  ['a huge fee', { total_fee: 10_000_001 }, money('Fee')],
  ['a paid amount in words', { paid_amount: 'all' }, money('Paid amount')],
  ['more paid than the fee', { paid_amount: 1501 }, 'Paid amount cannot be more than the fee'],
  ['no plan', { plan_id: undefined }, 'Please choose a plan'],
  ['a plan that is not an id', { plan_id: 'Gold' }, 'Please choose an existing plan'],
  ['a plan of 0', { plan_id: 0 }, 'Please choose an existing plan'],
  ['an unknown plan', { plan_id: 9999 }, 'Please choose an existing plan'],
  ['a reminders flag in words', { no_reminders: 'yes' }, 'No reminders must be true or false'],
  ['a home branch that is not an id', { home_branch_id: 'Baner' }, 'Choose a branch that exists.'],
  ['an unknown home branch', { home_branch_id: 99 }, 'Choose a branch that exists.'],
  [
    'an unknown branch access',
    { branch_access: 'everywhere' },
    'Branch access must be one of: branch, all',
  ],
];

/** Methods an add refuses; an edit records cash only, and refuses any other. */
const METHODS = 'Payment method must be one of: cash, upi, card, bank';
const addRefusals: typeof refusals = [
  ...refusals,
  ['a method the desk does not take', { payment_method: 'cheque' }, METHODS],
  ['a method in capitals', { payment_method: 'UPI' }, METHODS],
  ['a method that is a number', { payment_method: 1 }, METHODS],
];
const updateRefusals: typeof refusals = [
  ...refusals,
  [
    'a card payment (the earlier form’s field)',
    { payment_method: 'card' },
    'Payment method must be cash',
  ],
];

describe('the member form’s typed contract', () => {
  const ctx = useSignedInApp();
  let gold: number;
  let input: typeof memberInput;

  beforeEach(async () => {
    gold = await ctx.members.addPlan('Gold', 30, 1500);
    input = { ...memberInput, plan_id: gold };
  });

  const stored = async (id: number) => (await ctx.members.get(id)).json();

  it('adds a member from the typed form as JSON, answering as the form always did', async () => {
    const response = await ctx.members.addTyped(input);
    expectReply(response, 201, {
      status: 'success',
      message: 'Member added successfully!',
      member_id: expect.any(Number),
      invoice_number: 'INV-00001',
      expiry: '2026-02-09',
    });
    expect(await stored(response.json().member_id)).toMatchObject({
      name: 'Asha Verma',
      age: 31,
      weight: 58.5,
      joining_date: '2026-01-10',
      plan: gold,
      total_fee: 1500,
      due_amount: 1000,
      no_reminders: false,
      home_branch_id: 1,
      branch_access: 'branch',
    });
  });

  it('stores the same member from the earlier multipart form and from the typed JSON', async () => {
    const legacy = (await ctx.members.add({ ...memberForm, plan: String(gold) })).json();
    const typed = (await ctx.members.addTyped({ ...input, phone: '+919800000001' })).json();
    const { id: _a, phone: _p, ...fromForm } = await stored(legacy.member_id);
    const { id: _b, phone: _q, ...fromJson } = await stored(typed.member_id);
    expect(fromJson).toEqual(fromForm);
  });

  it('reads digits and the flag sent as text, in JSON or multipart, under the typed names', async () => {
    const asText = Object.fromEntries(
      Object.entries({ ...input, no_reminders: true }).map(([name, value]) => [
        name,
        String(value),
      ]),
    );
    const json = (await ctx.members.addTyped(asText)).json();
    const form = await multipart({ ...asText, phone: '+919800000002' });
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/members/add_member',
      headers: { cookie: ctx.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(posted.statusCode).toBe(201);
    for (const id of [json.member_id, posted.json().member_id])
      expect(await stored(id)).toMatchObject({
        age: 31,
        weight: 58.5,
        total_fee: 1500,
        due_amount: 1000,
        no_reminders: true,
      });
  });

  it('leaves out what is empty or not sent: the defaults on an add, the member’s own on an edit', async () => {
    const { member_id } = (
      await ctx.members.addTyped({
        name: ' Asha ',
        phone: '+919812345678',
        plan_id: gold,
        email: '',
        age: '',
        location: '  ',
      })
    ).json();
    expect(await stored(member_id)).toMatchObject({
      name: 'Asha',
      email: null,
      age: null,
      location: null,
      status: 'Active',
      total_fee: 0,
      due_amount: 0,
      no_reminders: false,
    });
    await ctx.members.updateTyped(member_id, {
      ...input,
      paid_amount: 0,
      total_fee: 0,
      no_reminders: true,
    });
    const edited = { ...input, name: 'Asha V.', paid_amount: 0, total_fee: 0 };
    expect((await ctx.members.updateTyped(member_id, edited)).statusCode).toBe(200);
    expect(await stored(member_id)).toMatchObject({ name: 'Asha V.', no_reminders: true });
  });

  it.each(['upi', 'card', 'bank'] as const)(
    'records a new member paid by %s on the joining invoice and in the trail',
    async (method) => {
      const { member_id, invoice_number } = (
        await ctx.members.addTyped({ ...input, payment_method: method })
      ).json();
      const [invoice] = await ctx.members.invoices();
      expect(invoice).toMatchObject({
        member_id,
        invoice_number,
        kind: 'joining',
        paid_amount: 500,
        payment_method: method,
      });
      const payment = await ctx.app.db
        .selectFrom('activity')
        .select('data')
        .where('action', '=', 'payment.received')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(payment.data)).toMatchObject({ invoice: invoice_number, method });
    },
  );

  it('records cash when no method is sent, and takes the method from the earlier form too', async () => {
    await ctx.members.addTyped(input);
    await ctx.members.add({
      ...memberForm,
      phone: '+919800000003',
      plan: String(gold),
      payment_method: 'card',
    });
    const methods = (await ctx.members.invoices()).map((i) => i.payment_method);
    expect(methods.sort()).toEqual(['card', 'cash']);
  });

  it('converts an enquiry with the method the desk chose', async () => {
    const enquiryId = await ctx.enquiries.create({ plan_id: gold });
    const response = await ctx.members.addTyped({
      ...input,
      name: 'Kiran Shah',
      phone: '+919811122233',
      enquiry_id: enquiryId,
      payment_method: 'upi',
    });
    expect(response.statusCode).toBe(201);
    const [invoice] = await ctx.members.invoices();
    expect(invoice).toMatchObject({ member_name: 'Kiran Shah', payment_method: 'upi' });
    expect((await ctx.enquiries.rows())[0]).toMatchObject({ status: 'Joined' });
  });

  it('ignores the earlier form’s due, which the server always computed', async () => {
    const { member_id } = (
      await ctx.members.add({ ...memberForm, plan: String(gold), due: '99999' })
    ).json();
    expect((await stored(member_id)).due_amount).toBe(1000);
  });
});

// A refusal writes nothing, so each block's tests share one app, as members-validation.test.ts's
// do: a refusal that wrote would fail its own test (the counts) and every later one (one app
// each was 71 apps a database).
describe('the member form’s typed contract, refusing an add', () => {
  const ctx = useSignedInApp({}, 'all');
  let input: typeof memberInput;

  beforeAll(async () => {
    input = { ...memberInput, plan_id: await ctx.members.addPlan('Gold', 30, 1500) };
  });

  it.each(addRefusals)(
    'refuses to add a member with %s, writing nothing',
    async (_, fields, message) => {
      const response = await ctx.members.addTyped({ ...input, ...fields });
      expectReply(response, 400, { status: 'failed', message });
      expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
    },
  );

  it('refuses an enquiry id that is not one, writing nothing', async () => {
    const response = await ctx.members.addTyped({ ...input, enquiry_id: 0 });
    expectReply(response, 400, { status: 'failed', message: 'Enquiry id must be a whole number' });
    expect(await ctx.members.counts()).toEqual({ members: 0, invoices: 0 });
  });
});

// The member is added once, and each refusal compares it with how it was stored then.
describe('the member form’s typed contract, refusing an update', () => {
  const ctx = useSignedInApp({}, 'all');
  let input: typeof memberInput;
  let memberId: number;
  let before: unknown;

  const stored = async (id: number) => (await ctx.members.get(id)).json();

  beforeAll(async () => {
    input = { ...memberInput, plan_id: await ctx.members.addPlan('Gold', 30, 1500) };
    memberId = (await ctx.members.addTyped(input)).json().member_id;
    before = await stored(memberId);
  });

  it.each(updateRefusals)(
    'refuses to update a member with %s, changing nothing',
    async (_, fields, message) => {
      const response = await ctx.members.updateTyped(memberId, {
        ...input,
        paid_amount: 1500,
        ...fields,
      });
      expectReply(response, 400, { status: 'failed', message });
      expect(await ctx.members.counts()).toEqual({ members: 1, invoices: 1 });
      expect(await stored(memberId)).toEqual(before);
    },
  );
});
