import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { memberForm, memberInput } from './testing/members-client';
import { SAMPLE_IMAGES } from './testing/sample-images';
import { trainer, typedTrainer, upload } from './testing/staff-client';
import { useSignedInApp } from './testing/signed-in-app';
import { ADMIN, multipart, type FormFields } from './testing/test-app';
import { ID_MAX } from './schemas/input-rules';
import { changedTables, tableFingerprints } from './testing/route-table';
import { dayIn, weekdayOf } from './domain/class-times';
import { addDays } from './domain/dates';

/**
 * Every field of every route that takes input, sent every hostile value: each must be refused with
 * a 4xx `{status:'failed', message}` and leave the database (pictures included) as it was.
 * Values a field legitimately accepts (the text "Infinity" is a fine plan name; an empty optional
 * field means "not given") are listed per field and not sent.
 */

const HOSTILE = {
  infinity: 'Infinity',
  minusInfinity: '-Infinity',
  nan: 'NaN',
  exponent: '1e308',
  hex: '0x20',
  hugeInteger: '99999999999999999999999',
  empty: '',
  nul: 'ab\u0000cd',
  control: 'ab\u001Bcd',
  long: 'x'.repeat(20_000),
  array: ['30', '31'],
  // JSON only.
  hugeNumber: 1e308,
  hugeIntegerNumber: Number('99999999999999999999'),
  boolean: true,
  object: { value: 30 },
  // Multipart only: a file where text is expected.
  file: 'file',
} as const;
type Hostile = keyof typeof HOSTILE;
const JSON_ONLY: Hostile[] = ['hugeNumber', 'hugeIntegerNumber', 'boolean', 'object'];

/** What free text may legitimately be: these words are names, places or searches like any other. */
const WORDS: Hostile[] = ['infinity', 'minusInfinity', 'nan', 'exponent', 'hex', 'hugeInteger'];
const OPTIONAL: Hostile[] = ['empty'];

type Fields = Record<string, Hostile[]>;
interface BodyRoute {
  name: string;
  method: 'POST';
  url: (ids: Ids) => string;
  transports: ('json' | 'multipart')[];
  base: (ids: Ids) => Record<string, string | number | boolean | string[]>;
  /** Each field and the hostile values it accepts. */
  fields: Fields;
}
interface Ids {
  plan: number;
  member: number;
  staff: number;
  enquiry: number;
  role: number;
  branch: number;
  classType: number;
  session: number;
}

const memberFields: Fields = {
  name: WORDS,
  phone: [],
  email: OPTIONAL,
  age: OPTIONAL,
  weight: OPTIONAL,
  blood_group: OPTIONAL,
  joining_day: OPTIONAL,
  status: OPTIONAL,
  location: [...WORDS, ...OPTIONAL],
  profession: [...WORDS, ...OPTIONAL],
  fee: [],
  // Empty is 0 on a new member; on an edit it would lower the paid amount, which is refused.
  paid: OPTIONAL,
  // Ignored: the server computes the due amount itself.
  due: [...WORDS, ...OPTIONAL],
  leave: OPTIONAL,
  rejoin: OPTIONAL,
  plan: [],
  payment_method: OPTIONAL,
  // Empty is "not given": an add takes the first branch, an edit keeps the member's, and their access.
  home_branch: OPTIONAL,
  branch_access: OPTIONAL,
};
/** The same form typed (the screens'): the columns' names, JSON numbers and a JSON flag. */
const typedMemberFields: Fields = {
  name: WORDS,
  phone: [],
  email: OPTIONAL,
  age: OPTIONAL,
  weight: OPTIONAL,
  blood_group: OPTIONAL,
  joining_date: OPTIONAL,
  status: OPTIONAL,
  location: [...WORDS, ...OPTIONAL],
  profession: [...WORDS, ...OPTIONAL],
  total_fee: [],
  paid_amount: OPTIONAL,
  leave_date: OPTIONAL,
  rejoin_date: OPTIONAL,
  plan_id: [],
  no_reminders: [...OPTIONAL, 'boolean'],
  home_branch_id: OPTIONAL,
  branch_access: OPTIONAL,
};
const staffFields = (name: string, phone: string, role = 'trainer_or_staff'): Fields => ({
  [name]: WORDS,
  [phone]: [],
  email: OPTIONAL,
  location: [...WORDS, ...OPTIONAL],
  [role]: OPTIONAL,
  age: OPTIONAL,
  weight: OPTIONAL,
  blood_group: OPTIONAL,
  // Empty keeps the picture; the file sent as a hostile value is a real PNG.
  profile_picture: [...OPTIONAL, 'file'],
  // Empty is "not given", as every blank field of this form.
  branch_id: OPTIONAL,
});
const branchFields: Fields = { name: WORDS, address: [...WORDS, ...OPTIONAL], phone: OPTIONAL };
const branch = { name: 'Baner', address: 'Baner Road', phone: '+919800000002' };
const planFields: Fields = {
  name: WORDS,
  duration_days: [],
  price: [],
  description: [...WORDS, ...OPTIONAL],
};
const plan = { name: 'Silver', duration_days: 30, price: 900, description: 'Gym' };
const classTypeFields: Fields = {
  name: WORDS,
  duration_minutes: [],
  capacity: [],
  description: [...WORDS, ...OPTIONAL],
};
const classType = { name: 'Yoga', duration_minutes: 60, capacity: 12, description: 'Calm' };
// Room: any words, or none; the dates are optional.
const slotFields: Fields = {
  class_type_id: [],
  weekday: [],
  start_time: [],
  room: [...WORDS, ...OPTIONAL],
  capacity: [],
  from_date: [],
  until_date: [],
};
const enquiryFields: Fields = {
  name: WORDS,
  phone: [],
  plan_id: [],
  note: [...WORDS, ...OPTIONAL],
  enquiry_date: OPTIONAL,
  status: [],
};
const enquiry = (ids: Ids) => ({
  name: 'Kiran',
  phone: '9811122233',
  plan_id: ids.plan,
  note: 'Mornings',
  enquiry_date: '2026-03-04',
  status: 'New',
});
const member = (ids: Ids) => ({
  ...memberForm,
  plan: String(ids.plan),
  home_branch: String(ids.branch),
  branch_access: 'all',
});
const typedMember = (ids: Ids) => ({
  ...memberInput,
  plan_id: ids.plan,
  home_branch_id: ids.branch,
  branch_access: 'all',
});
const role = { name: 'Door', permissions: ['plans.view'] };

const BODY_ROUTES: BodyRoute[] = [
  {
    name: 'login',
    method: 'POST',
    url: () => '/members/admin_login',
    transports: ['multipart', 'json'],
    base: () => ({ ...ADMIN }),
    fields: { username: [], password: [] },
  },
  {
    name: 'add plan',
    method: 'POST',
    url: () => '/members/add_plan',
    transports: ['json', 'multipart'],
    base: () => plan,
    fields: planFields,
  },
  {
    name: 'edit plan',
    method: 'POST',
    url: (ids) => `/members/edit_plan/${ids.plan}`,
    transports: ['json', 'multipart'],
    base: () => plan,
    fields: planFields,
  },
  // An empty enquiry_id converts no enquiry; the seeded enquiry stays New because every other value is refused.
  {
    name: 'add member',
    method: 'POST',
    url: () => '/members/add_member',
    transports: ['multipart'],
    base: member,
    fields: { ...memberFields, enquiry_id: OPTIONAL },
  },
  {
    name: 'update member',
    method: 'POST',
    url: (ids) => `/members/update_member/${ids.member}`,
    transports: ['multipart'],
    base: member,
    fields: memberFields,
  },
  {
    name: 'add member, typed',
    method: 'POST',
    url: () => '/members/add_member',
    transports: ['json', 'multipart'],
    base: typedMember,
    fields: { ...typedMemberFields, enquiry_id: OPTIONAL },
  },
  {
    name: 'update member, typed',
    method: 'POST',
    url: (ids) => `/members/update_member/${ids.member}`,
    transports: ['json', 'multipart'],
    base: typedMember,
    fields: typedMemberFields,
  },
  {
    name: 'add staff',
    method: 'POST',
    url: () => '/members/add_trainer_staff',
    transports: ['multipart'],
    base: (ids) => ({ ...trainer, branch_id: ids.branch }),
    fields: staffFields('name', 'phone'),
  },
  {
    name: 'add enquiry',
    method: 'POST',
    url: () => '/enquiries/add_enquiry',
    transports: ['json', 'multipart'],
    base: enquiry,
    fields: enquiryFields,
  },
  {
    name: 'edit enquiry',
    method: 'POST',
    url: (ids) => `/enquiries/edit_enquiry/${ids.enquiry}`,
    transports: ['json', 'multipart'],
    base: enquiry,
    fields: enquiryFields,
  },
  {
    name: 'edit staff',
    method: 'POST',
    url: (ids) => `/members/edit_trainer_staff/${ids.staff}`,
    transports: ['multipart'],
    base: (ids) => ({
      ...trainer,
      user: trainer.name,
      phone_number: trainer.phone,
      name: '',
      phone: '',
      branch_id: ids.branch,
    }),
    fields: staffFields('user', 'phone_number'),
  },
  {
    name: 'edit staff, typed',
    method: 'POST',
    url: (ids) => `/members/edit_trainer_staff/${ids.staff}`,
    transports: ['multipart'],
    base: (ids) => ({ ...typedTrainer, branch_id: ids.branch }),
    fields: staffFields('name', 'phone', 'role'),
  },
  {
    name: 'add branch',
    method: 'POST',
    url: () => '/branches/add_branch',
    transports: ['json', 'multipart'],
    base: () => branch,
    fields: branchFields,
  },
  {
    name: 'edit branch',
    method: 'POST',
    url: (ids) => `/branches/edit_branch/${ids.branch}`,
    transports: ['json', 'multipart'],
    base: () => branch,
    fields: branchFields,
  },
  {
    name: 'move branch',
    method: 'POST',
    url: (ids) => `/members/${ids.member}/move_branch`,
    transports: ['json'],
    base: (ids) => ({ branch_id: ids.branch }),
    fields: { branch_id: [] },
  },
  {
    name: 'add role',
    method: 'POST',
    url: () => '/team/add_role',
    transports: ['json'],
    base: () => role,
    fields: { name: WORDS, permissions: [] },
  },
  {
    name: 'edit role',
    method: 'POST',
    url: (ids) => `/team/edit_role/${ids.role}`,
    transports: ['json'],
    base: () => role,
    fields: { name: WORDS, permissions: [] },
  },
  {
    name: 'check in',
    method: 'POST',
    url: () => '/attendance/check_in',
    transports: ['json', 'multipart'],
    base: (ids) => ({ member_id: ids.member }),
    fields: { member_id: [] },
  },
  {
    name: 'record payment',
    method: 'POST',
    url: (ids) => `/payments/record_payment/${ids.member}`,
    transports: ['json'],
    base: () => ({ amount: 100, method: 'upi' }),
    fields: { amount: [], method: [] },
  },
  {
    name: 'update dues',
    method: 'POST',
    url: (ids) => `/payments/update_dues/${ids.member}`,
    transports: ['json'],
    base: (ids) => ({
      phone: '+919812345678',
      plan: ids.plan,
      total_fee: 1500,
      paid_amount: 600,
      leave_date: '',
      rejoin_date: '',
      method: 'card',
    }),
    // An empty date means "no date".
    fields: {
      phone: [],
      plan: [],
      total_fee: [],
      paid_amount: [],
      leave_date: OPTIONAL,
      rejoin_date: OPTIONAL,
      method: [],
    },
  },
  {
    name: 'renew member',
    method: 'POST',
    url: (ids) => `/members/renew_member/${ids.member}`,
    transports: ['json'],
    base: (ids) => ({ plan: ids.plan, fee: 1500, paid: 100, method: 'bank' }),
    fields: { plan: [], fee: [], paid: [], method: [] },
  },
  {
    name: 'admin profile',
    method: 'POST',
    url: () => '/members/admin_profile',
    transports: ['json'],
    base: () => ({ full_name: 'Meera Iyer', email: 'meera@example.com', phone: '+919812345678' }),
    fields: { full_name: WORDS, email: OPTIONAL, phone: OPTIONAL },
  },
  {
    name: 'add class type',
    method: 'POST',
    url: () => '/classes/types',
    transports: ['json'],
    base: () => classType,
    fields: classTypeFields,
  },
  {
    name: 'edit class type',
    method: 'POST',
    url: (ids) => `/classes/types/${ids.classType}`,
    transports: ['json'],
    base: () => classType,
    fields: classTypeFields,
  },
  {
    name: 'add timetable slot',
    method: 'POST',
    url: () => '/classes/slots',
    transports: ['json'],
    base: (ids) => ({ class_type_id: ids.classType, weekday: 3, start_time: '07:00' }),
    fields: slotFields,
  },
  {
    name: 'change class session',
    method: 'POST',
    url: (ids) => `/classes/sessions/${ids.session}`,
    transports: ['json'],
    base: () => ({ room: 'Studio B', capacity: 9 }),
    // Empty is a room of no name.
    fields: { room: [...WORDS, ...OPTIONAL], capacity: [] },
  },
  {
    name: 'book a class',
    method: 'POST',
    url: (ids) => `/classes/sessions/${ids.session}/bookings`,
    transports: ['json'],
    base: (ids) => ({ member_id: ids.member }),
    fields: { member_id: [] },
  },
  {
    name: 'class settings',
    method: 'POST',
    url: () => '/classes/settings',
    transports: ['json'],
    base: () => ({
      time_zone: 'Asia/Kolkata',
      booking_cutoff_minutes: 120,
      strike_limit: 3,
      strike_window_days: 30,
      strike_ban_days: 7,
    }),
    // No hostile text is a time zone Node knows.
    fields: {
      time_zone: [],
      booking_cutoff_minutes: [],
      strike_limit: [],
      strike_window_days: [],
      strike_ban_days: [],
    },
  },
  {
    name: 'change password',
    method: 'POST',
    url: () => '/members/change_password',
    transports: ['json'],
    base: () => ({ current_password: ADMIN.password, new_password: 'a-new-password' }),
    // 23 digits is a long enough password.
    fields: { current_password: [], new_password: ['hugeInteger'] },
  },
];

/** Routes whose only input is an id in the path. */
const ID_ROUTES: [InjectOptions['method'], (id: string) => string][] = [
  ['GET', (id) => `/members/edit_plan/${id}`],
  ['POST', (id) => `/members/edit_plan/${id}`],
  ['DELETE', (id) => `/plans/delete_plan/${id}`],
  ['GET', (id) => `/members/update_member/${id}`],
  ['POST', (id) => `/members/update_member/${id}`],
  ['DELETE', (id) => `/members/delete_member/${id}`],
  ['GET', (id) => `/members/download_invoice/${id}/`],
  ['GET', (id) => `/members/view_single_trainer_staff/${id}`],
  ['POST', (id) => `/members/edit_trainer_staff/${id}`],
  ['DELETE', (id) => `/members/delete_trainer_staff/${id}`],
  ['GET', (id) => `/members/trainer_staff_picture/${id}`],
  ['GET', (id) => `/enquiries/${id}`],
  ['POST', (id) => `/enquiries/edit_enquiry/${id}`],
  ['DELETE', (id) => `/enquiries/delete_enquiry/${id}`],
  ['POST', (id) => `/attendance/check_out/${id}`],
  ['DELETE', (id) => `/attendance/delete/${id}`],
  ['POST', (id) => `/payments/record_payment/${id}`],
  ['POST', (id) => `/payments/update_dues/${id}`],
  ['POST', (id) => `/members/renew_member/${id}`],
  ['POST', (id) => `/branches/edit_branch/${id}`],
  ['POST', (id) => `/members/${id}/move_branch`],
  ['POST', (id) => `/classes/types/${id}`],
  ['DELETE', (id) => `/classes/types/${id}`],
  ['POST', (id) => `/classes/slots/${id}`],
  ['DELETE', (id) => `/classes/slots/${id}`],
  ['GET', (id) => `/classes/sessions/${id}`],
  ['POST', (id) => `/classes/sessions/${id}`],
  ['POST', (id) => `/classes/sessions/${id}/cancel`],
  ['POST', (id) => `/classes/sessions/${id}/bookings`],
  ['POST', (id) => `/classes/bookings/${id}/cancel`],
];

/**
 * Names that show nothing or display as other letters than they hold (docs/product/api-input.md §21), sent
 * as the name of every route that takes one: each refused with its message, nothing written.
 */
const UNSEEN_NAMES: [string, string, string][] = [
  ['only zero-width spaces', '\u200B\u200B\u200B', 'must not be blank'],
  [
    'only joiners, a soft hyphen and a word joiner',
    '\u200D\u00AD\u2060\u200C',
    'must not be blank',
  ],
  ['a Hangul filler', '\u3164', 'must not be blank'],
  ['a blank braille pattern between spaces', ' \u2800 ', 'must not be blank'],
  ...(
    [
      ['a right-to-left override', 'Asha\u202Eahsa'],
      ['a left-to-right override', '\u202DAsha\u202C'],
      ['a right-to-left embedding', '\u202BAsha\u202C'],
      ['a right-to-left isolate', '\u2067Asha\u2069'],
      ['a first-strong isolate', 'Asha \u2068Verma\u2069'],
    ] as const
  ).map(
    ([label, name]) =>
      [label, name, 'must not contain hidden characters that change the text direction'] as [
        string,
        string,
        string,
      ],
  ),
];
/** The routes that take a name, and the field it is sent in. */
const NAMED = new Map([
  ['add plan', 'name'],
  ['edit plan', 'name'],
  ['add member', 'name'],
  ['update member', 'name'],
  ['add member, typed', 'name'],
  ['update member, typed', 'name'],
  ['add staff', 'name'],
  ['edit staff', 'user'],
  ['edit staff, typed', 'name'],
  ['add enquiry', 'name'],
  ['edit enquiry', 'name'],
  ['add role', 'name'],
  ['edit role', 'name'],
  ['add branch', 'name'],
  ['edit branch', 'name'],
  ['add class type', 'name'],
  ['edit class type', 'name'],
]);

/**
 * Ids a schema takes but no 32-bit column holds: answered as an unknown id is (every route with
 * its body: routes/ids-beyond-columns.test.ts).
 */
const BEYOND_COLUMNS = ['2147483648', '9007199254740991'];

const TABLES = [
  'admins',
  'sessions',
  'plans',
  'members',
  'invoices',
  'member_counts',
  'invoice_counts',
  'dues_counts',
  'expiry_counts',
  'trainers_staff',
  'staff_pictures',
  'enquiries',
  'attendance',
  'activity',
  'roles',
  'branches',
  'class_types',
  'class_slots',
  'class_sessions',
  'class_bookings',
];
/** Rows a refusal may write, left out of the comparison: a refused sign-in is recorded (docs/product/activity.md §23). */
const LEFT_OUT: Record<string, ReturnType<typeof sql>> = {
  activity: sql`WHERE action <> 'sign_in.refused'`,
};

describe('hostile input', () => {
  const ctx = useSignedInApp({ loginRateLimit: 1_000_000 }, 'all');
  let ids: Ids;
  let before: Record<string, string>;

  const snapshot = () => tableFingerprints(ctx.app, { tables: TABLES, where: LEFT_OUT });

  // Each case (one field of one route, one route's ids, …) sends every hostile value, then finds
  // the database as the case found it. Read once per case rather than after each request: that
  // read was most of this file's time on PostgreSQL, and a failure still names the case.
  afterEach(async () => {
    const after = await snapshot();
    const changed = changedTables(before, after);
    before = after;
    if (changed.length) throw new Error(`A refused request wrote to ${changed.join(', ')}`);
  });

  /**
   * Sends one request and answers what was wrong with the outcome, or null; with `status` or
   * `message`, the refusal must be that one.
   */
  const refused = async (
    options: InjectOptions,
    expected: { status?: number; message?: string } = {},
  ): Promise<string | null> => {
    const response = await ctx.app.inject({
      ...options,
      headers: { cookie: ctx.cookie, ...options.headers },
    });
    const body = response.headers['content-type']?.toString().startsWith('application/json')
      ? response.json()
      : null;
    const problems = [];
    if (response.statusCode < 400 || response.statusCode >= 500)
      problems.push(`answered ${response.statusCode}`);
    if (body?.status !== 'failed' || typeof body?.message !== 'string' || !body.message)
      problems.push(`answered ${response.body.slice(0, 120)}`);
    else if (expected.message !== undefined && body.message !== expected.message)
      problems.push(`said "${body.message}"`);
    if (expected.status !== undefined && response.statusCode !== expected.status)
      problems.push(`answered ${response.statusCode}, not ${expected.status}`);
    return problems.length ? problems.join(', ') : null;
  };

  /**
   * What was wrong with the answers to each hostile value (but those `accepted`) sent as `param`
   * of `url`, and, `twice`, to the parameter sent twice (which arrives as an array).
   */
  const queryFailures = async (
    url: string,
    param: string,
    accepted: readonly Hostile[],
    { twice = true } = {},
  ) => {
    const failures: string[] = [];
    for (const name of idValues) {
      if (accepted.includes(name)) continue;
      const value = encodeURIComponent(HOSTILE[name] as string);
      const problem = await refused({ method: 'GET', url: `${url}?${param}=${value}` });
      if (problem) failures.push(`${name}: ${problem}`);
    }
    const asArray =
      twice && (await refused({ method: 'GET', url: `${url}?${param}=1&${param}=2` }));
    if (asArray) failures.push(`array: ${asArray}`);
    return failures;
  };

  beforeAll(async () => {
    const planId = (
      await ctx.send('POST', '/members/add_plan', { name: 'Gold', duration_days: 30, price: 1500 })
    ).json().plan.id;
    const form = (fields: FormFields) => multipart(fields);
    const memberBody = await form({ ...memberForm, plan: String(planId) });
    const memberId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/members/add_member',
        headers: { cookie: ctx.cookie, ...memberBody.headers },
        payload: memberBody.payload,
      })
    ).json().member_id;
    const staffBody = await form({ ...trainer, profile_picture: upload(SAMPLE_IMAGES.png) });
    const staffId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/members/add_trainer_staff',
        headers: { cookie: ctx.cookie, ...staffBody.headers },
        payload: staffBody.payload,
      })
    ).json().id;
    const enquiryId = (
      await ctx.send('POST', '/enquiries/add_enquiry', { name: 'Kiran', phone: '9811122233' })
    ).json().enquiry.id;
    const roleId = (await ctx.send('POST', '/team/add_role', role)).json().role.id;
    const branchId = (await ctx.send('POST', '/branches/add_branch', branch)).json().branch.id;
    const classTypeId = (await ctx.send('POST', '/classes/types', classType)).json().class_type.id;
    const tomorrow = addDays(dayIn('Asia/Kolkata'), 1);
    await ctx.send('POST', '/classes/slots?branch=1', {
      class_type_id: classTypeId,
      weekday: weekdayOf(tomorrow),
      start_time: '07:00',
    });
    const sessionId = (await ctx.get(`/classes/week?branch=1&week=${tomorrow}`)).json().sessions[0]
      .id;
    ids = {
      plan: planId,
      member: memberId,
      staff: staffId,
      enquiry: enquiryId,
      role: roleId,
      branch: branchId,
      classType: classTypeId,
      session: sessionId,
    };
    expect(Object.values(ids).every((id) => typeof id === 'number')).toBe(true);
    before = await snapshot();
  });

  const cases = BODY_ROUTES.flatMap((route) =>
    route.transports.flatMap((transport) =>
      Object.keys(route.fields).map((field) => [route.name, transport, field, route] as const),
    ),
  );

  it.each(cases)(
    '%s as %s: every hostile %s is refused and writes nothing',
    async (_, transport, field, route) => {
      const failures: string[] = [];
      for (const name of Object.keys(HOSTILE) as Hostile[]) {
        if (route.fields[field]!.includes(name)) continue;
        if (transport === 'multipart' && JSON_ONLY.includes(name)) continue;
        if (transport === 'json' && name === 'file') continue;
        const value = HOSTILE[name];
        const fields = { ...route.base(ids) };
        let options: InjectOptions;
        if (transport === 'json') {
          options = {
            method: route.method,
            url: route.url(ids),
            payload: { ...fields, [field]: value },
          };
        } else {
          const text: FormFields = Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k, String(v)]),
          );
          text[field] = name === 'file' ? upload(SAMPLE_IMAGES.png) : (value as string | string[]);
          const body = await multipart(text);
          options = {
            method: route.method,
            url: route.url(ids),
            payload: body.payload,
            headers: body.headers,
          };
        }
        const problem = await refused(options);
        if (problem) failures.push(`${name}: ${problem}`);
      }
      expect(failures).toEqual([]);
    },
  );

  const idValues = (Object.keys(HOSTILE) as Hostile[]).filter(
    (name) => typeof HOSTILE[name] === 'string' && name !== 'file',
  );
  it.each(ID_ROUTES.map(([method, url]) => [method, url('{id}'), url] as const))(
    '%s %s: every hostile id is refused',
    async (method, _, url) => {
      const failures: string[] = [];
      for (const name of idValues) {
        const problem = await refused({
          method,
          url: url(encodeURIComponent(HOSTILE[name] as string)),
        });
        if (problem) failures.push(`${name}: ${problem}`);
      }
      // A %-escape cut short.
      const badEscape = await refused({ method, url: url('%E0%A4%A') });
      if (badEscape) failures.push(`bad escape: ${badEscape}`);
      expect(failures).toEqual([]);
    },
  );

  const namedCases = BODY_ROUTES.filter((route) => NAMED.has(route.name)).flatMap((route) =>
    route.transports.map((transport) => [route.name, transport, route] as const),
  );
  it('sends a name to every route that takes one', () => {
    expect(namedCases.map(([name]) => name)).toEqual(expect.arrayContaining([...NAMED.keys()]));
  });

  it.each(namedCases)(
    '%s as %s: a name that shows nothing or turns its text around is refused and writes nothing',
    async (_, transport, route) => {
      const failures: string[] = [];
      for (const [label, name, rule] of UNSEEN_NAMES) {
        const fields = { ...route.base(ids), [NAMED.get(route.name)!]: name };
        const body =
          transport === 'json'
            ? { payload: fields }
            : await multipart(
                Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, `${value}`])),
              );
        const problem = await refused(
          { method: route.method, url: route.url(ids), ...body },
          { status: 400, message: `Name ${rule}` },
        );
        if (problem) failures.push(`${label}: ${problem}`);
      }
      expect(failures).toEqual([]);
    },
  );

  /** The names unique by their folded key: where each is added and edited, and the refusal. */
  const KEYED_NAMES = [
    {
      kind: 'plan',
      body: plan,
      add: '/members/add_plan',
      edit: (ids: Ids) => `/members/edit_plan/${ids.plan}`,
      taken: (name: string) => `A plan named "${name}" already exists.`,
      remove: (id: number) => `/plans/delete_plan/${id}`,
    },
    {
      kind: 'role',
      body: role,
      add: '/team/add_role',
      edit: (ids: Ids) => `/team/edit_role/${ids.role}`,
      taken: () => 'A role with that name already exists.',
      remove: (id: number) => `/team/delete_role/${id}`,
    },
  ] as const;
  it.each(KEYED_NAMES.map((names) => [names.kind, names] as const))(
    '%s: refuses "Élite" twice, "ÉLITE" after "élite", and "Café" typed again with a combining accent, with 409 and writes nothing',
    async (kind, { body, add, edit, taken, remove }) => {
      const failures: string[] = [];
      for (const [first, second] of [
        ['Élite', 'Élite'],
        ['élite', 'ÉLITE'],
        ['Caf\u00E9', 'Cafe\u0301'],
      ] as const) {
        const added = await ctx.send('POST', add, { ...body, name: first });
        before = await snapshot();
        for (const url of [add, edit(ids)]) {
          const problem = await refused(
            { method: 'POST', url, payload: { ...body, name: second } },
            { status: 409, message: taken(second.normalize('NFC')) },
          );
          if (problem) failures.push(`${url} ${second}: ${problem}`);
        }
        await ctx.send('DELETE', remove(added.json()[kind].id));
        await ctx.app.db.deleteFrom('deleted_items').execute();
        before = await snapshot();
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(ID_ROUTES.map(([method, url]) => [method, url('{id}'), url] as const))(
    '%s %s: an id no column holds is answered as an unknown id (a 404 without a body to check)',
    async (method, _, url) => {
      const unknown = await ctx.app.inject({
        method,
        url: url(String(ID_MAX)),
        headers: { cookie: ctx.cookie },
      });
      // A POST sent no body is refused for that first, unless it takes none (check-out, a class's
      // session or booking cancelled).
      expect(unknown.statusCode).toBe(
        method === 'POST' && !/check_out|\/cancel$/.test(url('')) ? 400 : 404,
      );
      const failures: string[] = [];
      for (const id of BEYOND_COLUMNS) {
        const problem = await refused({ method, url: url(id) }, { status: unknown.statusCode });
        if (problem) failures.push(`${id}: ${problem}`);
      }
      expect(failures).toEqual([]);
    },
  );

  const LIST_PARAMS: [string, Hostile[]][] = [
    ['page', []],
    ['page_size', []],
    ['q', [...WORDS, ...OPTIONAL]],
  ];
  it.each(
    ['/members/view_members', '/enquiries/view_enquiries'].flatMap((list) =>
      LIST_PARAMS.map(([param, accepted]) => [list, param, accepted] as const),
    ),
  )('GET %s: every hostile %s is refused', async (list, param, accepted) => {
    expect(await queryFailures(list, param, accepted)).toEqual([]);
  });

  it.each([
    ['/payments/pending_members', 'age', []],
    ['/payments/pending_members', 'page', []],
    ['/payments/pending_members', 'q', [...WORDS, ...OPTIONAL]],
    ['/members/expired_members', 'page_size', []],
    ['/members/expired_members', 'q', [...WORDS, ...OPTIONAL]],
  ] as [string, string, Hostile[]][])(
    'GET %s: every hostile %s is refused',
    async (list, param, accepted) => {
      expect(await queryFailures(list, param, accepted, { twice: false })).toEqual([]);
    },
  );

  // The invoice history's filters (docs/product/billing.md §19); the export takes all but the paging.
  it.each([
    ...(['page', 'page_size', 'q', 'status', 'from', 'to'] as const).map(
      (param) => ['/payments/all_invoices', param] as const,
    ),
    ...(['q', 'status', 'from', 'to'] as const).map(
      (param) => ['/payments/export_invoices', param] as const,
    ),
  ])('GET %s: every hostile %s is refused', async (url, param) => {
    const accepted: Hostile[] = param === 'q' ? [...WORDS, ...OPTIONAL] : [];
    expect(await queryFailures(url, param, accepted)).toEqual([]);
  });

  it('GET /payments/invoice_pdf/{invoice number}/: every hostile number is refused', async () => {
    const failures: string[] = [];
    for (const name of [...idValues, 'bad escape'] as const) {
      const value =
        name === 'bad escape' ? '%E0%A4%A' : encodeURIComponent(HOSTILE[name] as string);
      const problem = await refused({ method: 'GET', url: `/payments/invoice_pdf/${value}/` });
      if (problem) failures.push(`${name}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  describe('malformed multipart bodies', () => {
    const boundary = '----spotter-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const whole = `${part('name', 'Asha')}${part('phone', '9876543210')}--${boundary}--\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const BODIES: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', whole],
      ['an empty boundary', 'multipart/form-data; boundary=', whole],
      ['a boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, whole],
      ['another boundary than the body uses', 'multipart/form-data; boundary=other', whole],
      ['a body cut off in a part header', type, whole.slice(0, 40)],
      ['a body cut off in a value', type, whole.slice(0, whole.indexOf('Asha') + 2)],
      ['a body without its closing boundary', type, `${part('name', 'Asha')}`],
      ['a body that is not multipart at all', type, 'name=Asha&phone=9876543210'],
    ];
    // Busboy reads a part without a readable name as no field at all: an empty form, which every
    // route but logout (it takes no body) and renew (every field has a default) refuses for its
    // missing fields.
    const emptyForms: [string, string, string][] = [
      ['a part without headers', type, `--${boundary}\r\n\r\nAsha\r\n--${boundary}--\r\n`],
      [
        'a part header without a colon',
        type,
        `--${boundary}\r\nContent-Disposition form-data\r\n\r\nAsha\r\n--${boundary}--\r\n`,
      ],
    ];
    const POSTS: [string, BodyRoute['url']][] = [
      ['logout', () => '/members/admin_logout'],
      ...BODY_ROUTES.map((route) => [route.name, route.url] as [string, BodyRoute['url']]),
    ];

    it.each(POSTS)('%s refuses each with 4xx and writes nothing', async (_, url) => {
      const failures: string[] = [];
      for (const [label, contentType, payload] of /logout$|renew_member/.test(url(ids))
        ? BODIES
        : [...BODIES, ...emptyForms]) {
        const problem = await refused({
          method: 'POST',
          url: url(ids),
          headers: { 'content-type': contentType },
          payload,
        });
        if (problem) failures.push(`${label}: ${problem}`);
      }
      expect(failures).toEqual([]);
    });
  });
});
