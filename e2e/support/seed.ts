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

/** A member on `plan` who paid `paid` of the plan's `fee`, added through the API as the desk would. */
export async function addMember(
  page: Page,
  { name, plan, fee, paid }: { name: string; plan: number; fee: number; paid: number },
) {
  const added = await page.request.post('/api/members/add_member', {
    multipart: {
      name,
      phone: uniquePhone(),
      plan: String(plan),
      fee: String(fee),
      paid: String(paid),
      status: 'Active',
      payment_method: 'cash',
    },
  });
  expect(added.status()).toBe(201);
  return (await added.json()).member_id as number;
}
