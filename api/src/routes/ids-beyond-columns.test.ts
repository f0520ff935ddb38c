import type { InjectOptions } from 'fastify';
import { ID_MAX } from '../schemas/input-rules';
import { enquiryBody } from '../testing/enquiries-client';
import { memberForm } from '../testing/members-client';
import { requestsTo, UNDO, walkedGym } from '../testing/route-calls';
import type { Route } from '../testing/route-table';
import type { SignedInApp } from '../testing/signed-in-app';
import { trainer } from '../testing/staff-client';
import { ADMIN, multipart } from '../testing/test-app';

/**
 * Ids a schema accepts but no 32-bit column holds (ID_MAX + 1 up to 2^53 − 1) are answered as any
 * unknown id is, on both databases: the same status and message (its number aside), never a 500
 * (`GET /members/update_member/2147483648` was one on PostgreSQL). Every route with an `:id`, from
 * the route table, and every id a body or a query carries.
 */
const UNKNOWN = String(ID_MAX);
const BEYOND = [String(ID_MAX + 1), String(Number.MAX_SAFE_INTEGER)];

/** An answer as compared: its status and its body with every number in it left out. */
const answerOf = (response: { statusCode: number; body: string }) =>
  `${response.statusCode} ${response.body.replace(/-?\d+/g, '#')}`;

describe('an id beyond what the columns hold', () => {
  let gym: SignedInApp;
  let routes: Route[];
  beforeAll(async () => {
    ({ gym, routes } = await walkedGym());
  });
  afterAll(() => gym.close());

  /**
   * What differs between the answer to an unknown id and to each id beyond it, sent by `send`;
   * `statuses` collects the statuses answered to those beyond.
   */
  const differences = async (
    label: string,
    send: (id: string) => Promise<InjectOptions>,
    statuses = new Set<number>(),
  ) => {
    const answer = async (id: string) => {
      const options = await send(id);
      return gym.app.inject({
        ...options,
        headers: { ...options.headers, cookie: gym.cookie },
      });
    };
    const unknown = await answer(UNKNOWN);
    const problems: string[] = [];
    if (unknown.statusCode >= 500) problems.push(`${label} ${UNKNOWN}: ${answerOf(unknown)}`);
    for (const id of BEYOND) {
      const beyond = await answer(id);
      statuses.add(beyond.statusCode);
      if (answerOf(beyond) !== answerOf(unknown))
        problems.push(`${label} ${id}: ${answerOf(beyond)}, not ${answerOf(unknown)}`);
    }
    return problems;
  };

  it('is an unknown record in the URL of every route that names one: its 404, or its empty page', async () => {
    const named = routes.filter((route) => route.url.includes(':id'));
    expect(named.map((route) => route.key)).toEqual(
      expect.arrayContaining(['GET /members/update_member/:id', 'POST /deleted/restore/:id', UNDO]),
    );
    const problems: string[] = [];
    const notFound: string[] = [];
    for (const route of named) {
      const send = async (id: string) => {
        const requests = await requestsTo(route, { password: ADMIN.password });
        if (!Array.isArray(requests)) throw new Error(requests.missing);
        const query = requests[0]!.url!.toString().split('?')[1];
        const url = route.url.replace(':id', id) + (query ? `?${query}` : '');
        return { ...requests[0]!, url };
      };
      const statuses = new Set<number>();
      problems.push(...(await differences(route.key, send, statuses)));
      if (statuses.has(404)) notFound.push(route.key);
    }
    expect(problems).toEqual([]);
    // A member's History of an unknown member is an empty page, as it always was.
    expect(named.map((route) => route.key).filter((key) => !notFound.includes(key))).toEqual([
      'GET /members/history/:id',
      'HEAD /members/history/:id',
    ]);
  });

  const json = (url: string, body: object) => async (): Promise<InjectOptions> => ({
    method: 'POST',
    url,
    payload: body,
  });
  const form = (fields: Record<string, string>) => async (): Promise<InjectOptions> => ({
    method: 'POST',
    url: '/members/add_member',
    ...(await multipart({ ...memberForm, name: 'Farther', phone: '9811100000', ...fields })),
  });
  const staffForm = (url: string, id: string) => async (): Promise<InjectOptions> => ({
    method: 'POST',
    url,
    ...(await multipart({ ...trainer, name: 'Farther', branch_id: id })),
  });
  const BODY_IDS: [string, (id: string) => Promise<InjectOptions>][] = [
    ['add member: plan', (id) => form({ plan: id })()],
    ['add member: home_branch', (id) => form({ plan: '1', home_branch: id })()],
    ['add staff: branch_id', (id) => staffForm('/members/add_trainer_staff', id)()],
    ['edit staff: branch_id', (id) => staffForm('/members/edit_trainer_staff/1', id)()],
    ['move branch: branch_id', (id) => json('/members/1/move_branch', { branch_id: Number(id) })()],
    ['add member: enquiry_id', (id) => form({ plan: '1', enquiry_id: id })()],
    [
      'add enquiry: plan_id',
      (id) => json('/enquiries/add_enquiry', { ...enquiryBody, plan_id: Number(id) })(),
    ],
    [
      'edit enquiry: plan_id',
      (id) => json('/enquiries/edit_enquiry/1', { ...enquiryBody, plan_id: id })(),
    ],
    ['check in: member_id', (id) => json('/attendance/check_in', { member_id: Number(id) })()],
    [
      'update dues: plan',
      (id) =>
        json('/payments/update_dues/1', {
          phone: '+919800000010',
          plan: Number(id),
          total_fee: 12000,
          paid_amount: 11000,
          leave_date: null,
          rejoin_date: null,
        })(),
    ],
    [
      'renew member: plan',
      (id) => json('/members/renew_member/5', { plan: Number(id), paid: 0 })(),
    ],
    [
      'add account: role_id',
      (id) =>
        json('/team/add_account', {
          full_name: 'Farther',
          username: 'farther',
          role_id: id,
          temporary_password: 'a-temporary-password',
        })(),
    ],
    [
      'edit account: role_id',
      (id) => json('/team/edit_account/2', { full_name: 'Colleague', role_id: Number(id) })(),
    ],
    ['the trail: admin_id', async (id) => ({ method: 'GET', url: `/activity?admin_id=${id}` })],
  ];

  it('is an unknown record in every body and query that names one', async () => {
    const problems: string[] = [];
    for (const [label, send] of BODY_IDS) problems.push(...(await differences(label, send)));
    expect(problems).toEqual([]);
  });
});
