import { expect, type Page } from '@playwright/test';
import { unique } from './session';

/** A new plan (named `name`, else a name of its own), added through the API; its id. */
export async function addPlan(page: Page, { name = unique('Plan'), price = 3000, days = 30 } = {}) {
  const plan = await page.request.post('/api/members/add_plan', {
    data: { name, duration_days: days, price },
  });
  expect(plan.ok()).toBe(true);
  return (await plan.json()).plan.id as number;
}

let phones = 0;
/** A phone number no other member of the run has. */
export const uniquePhone = () => `9${String(Date.now() + phones++).slice(-9)}`;

/** What a member may be added with besides their plan and money. */
export interface MemberExtras {
  phone?: string;
  email?: string;
  /** YYYY-MM-DD; today when left out. */
  joining?: string;
  noReminders?: boolean;
}

/** A member on `plan` who paid `paid` of the plan's `fee`, added through the API as the desk would. */
export async function addMember(
  page: Page,
  {
    name,
    plan,
    fee,
    paid,
    phone = uniquePhone(),
    email,
    joining,
    noReminders,
  }: { name: string; plan: number; fee: number; paid: number } & MemberExtras,
) {
  const added = await page.request.post('/api/members/add_member', {
    multipart: {
      name,
      phone,
      plan: String(plan),
      fee: String(fee),
      paid: String(paid),
      status: 'Active',
      payment_method: 'cash',
      ...(email && { email }),
      ...(joining && { joining_day: joining }),
      ...(noReminders !== undefined && { no_reminders: String(noReminders) }),
    },
  });
  expect(added.status()).toBe(201);
  return (await added.json()).member_id as number;
}
