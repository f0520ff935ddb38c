import { duesClient } from './dues-client';
import { enquiriesClient } from './enquiries-client';
import { SAMPLE_IMAGES } from './sample-images';
import { staffClient, trainer, upload } from './staff-client';
import type { TestApp } from './test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PDFParse } = require('pdf-parse') as typeof import('pdf-parse');

const expectOk = <R extends { statusCode: number; body: string }>(what: string, response: R): R => {
  if (response.statusCode >= 300)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return response;
};

/**
 * A small gym written through the API as the screens write it: plans, members joining over the
 * last months, payments, renewals, a deleted member, check-ins, enquiries, trainers and staff with
 * pictures, an edited admin profile.
 */
export async function seedGym(app: TestApp, cookie: string) {
  const dues = duesClient(app, cookie);
  const staff = staffClient(app, cookie);
  const enquiries = enquiriesClient(app, cookie);
  const monthly = await dues.members.addPlan('Monthly', 30, 1500);
  const yearly = await dues.members.addPlan('Gold Yearly', 365, 12000);
  const members: number[] = [];
  // Member i joined 9·i days ago, paid in full when i is odd.
  for (let i = 0; i < 14; i += 1) {
    const plan = i % 3 ? monthly : yearly;
    const fee = plan === monthly ? '1500' : '12000';
    members.push(
      await dues.join(plan, i * 9, {
        name: `Member ${String.fromCharCode(65 + i)} Verma`,
        phone: `+9198000000${10 + i}`,
        fee,
        paid: i % 2 ? fee : '500',
        due: '',
      }),
    );
  }
  // Even ones owe; 7, 8 and 10 are on monthly plans that have expired.
  for (const i of [0, 2, 4])
    expectOk('record_payment', await dues.pay(members[i]!, { amount: 300, method: 'upi' }));
  for (const i of [7, 8, 10])
    expectOk('renew_member', await dues.renew(members[i]!, { paid: 1000, method: 'card' }));
  expectOk('delete_member', await dues.members.remove(members[13]!));
  // Memberships still running: the first four, and the three just renewed.
  for (const [n, i] of [0, 1, 2, 3, 7, 8].entries()) {
    const id = members[i]!;
    const checkIn = await app.inject({
      method: 'POST',
      url: '/attendance/check_in',
      headers: { cookie },
      payload: { member_id: id },
    });
    expectOk('check_in', checkIn);
    if (n % 2)
      expectOk(
        'check_out',
        await app.inject({
          method: 'POST',
          url: `/attendance/check_out/${checkIn.json().record.id}`,
          headers: { cookie },
        }),
      );
  }
  await enquiries.create({ plan_id: monthly });
  await enquiries.create({
    name: 'Lost Prospect',
    phone: '+919811100000',
    status: 'Lost',
    plan_id: yearly,
  });
  for (const [i, picture] of [SAMPLE_IMAGES.png, SAMPLE_IMAGES.jpeg, null].entries()) {
    const fields = {
      ...trainer,
      name: `Trainer ${i}`,
      trainer_or_staff: i === 2 ? 'Staff' : 'Trainer',
    };
    expectOk(
      'add_trainer_staff',
      await staff.add(
        picture
          ? {
              ...fields,
              profile_picture: upload(
                picture,
                i ? 'me.jpg' : 'me.png',
                i ? 'image/jpeg' : 'image/png',
              ),
            }
          : fields,
      ),
    );
  }
  expectOk(
    'admin_profile',
    await app.inject({
      method: 'POST',
      url: '/members/admin_profile',
      headers: { cookie },
      payload: { full_name: 'Front Desk', email: 'desk@example.com', phone: '+919800000001' },
    }),
  );
  return { members: members.slice(0, 13) };
}

/** What the screens read: lists, totals, searches, the dashboard, the bell, the CSV export. */
export const READS = [
  '/members/view_members',
  '/members/view_members?page=1&page_size=5&q=verma',
  '/members/view_members?page=2&page_size=5',
  '/members/view_plans',
  '/payments/pending_members?page=1&page_size=50',
  '/members/expired_members?page=1&page_size=50',
  '/payments/all_invoices?page=1&page_size=50',
  '/payments/all_invoices?page=1&page_size=5&status=pending',
  '/attendance/records?page=1&page_size=50',
  '/enquiries/view_enquiries',
  '/members/view_all_trainers_staff',
  '/dashboard/summary',
  '/dashboard/notifications',
  '/search?q=ver',
  '/members/admin_profile',
  '/branches',
];

const pdfText = async (body: Buffer) =>
  (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;

/**
 * Everything the API answers about the gym, every branch of it: each read's body, each picture's
 * type and bytes, the text of each invoice's PDF. Two databases holding the same gym answer equal snapshots.
 */
export async function snapshot(app: TestApp, cookie: string) {
  // Every branch's: a call naming none would be the first branch's alone in a chain.
  const get = (url: string) =>
    app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}branch=all`, headers: { cookie } });
  const reads: Record<string, unknown> = {};
  for (const url of READS) {
    const response = expectOk(url, await get(url));
    reads[url] = String(response.headers['content-type']).startsWith('application/json')
      ? response.json()
      : response.body;
  }
  reads['/payments/export_invoices'] = expectOk(
    'export',
    await get('/payments/export_invoices'),
  ).body;
  const pictures: Record<string, { type: unknown; bytes: string }> = {};
  for (const person of (
    reads['/members/view_all_trainers_staff'] as { data: { profile_picture: string | null }[] }
  ).data) {
    if (!person.profile_picture) continue;
    const served = expectOk(person.profile_picture, await get(person.profile_picture));
    pictures[person.profile_picture] = {
      type: served.headers['content-type'],
      bytes: served.rawPayload.toString('base64'),
    };
  }
  const invoices: Record<string, string> = {};
  for (const { invoice_number } of (
    reads['/payments/all_invoices?page=1&page_size=50'] as { data: { invoice_number: string }[] }
  ).data) {
    invoices[invoice_number] = await pdfText(
      expectOk(invoice_number, await get(`/payments/invoice_pdf/${invoice_number}/`)).rawPayload,
    );
  }
  return { reads, pictures, invoices };
}
