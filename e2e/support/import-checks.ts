import { expect, type Page } from '@playwright/test';

// What an import did, as the API and the members list show it (e2e/import.spec.ts).

/** Ten-digit phones no other member of the run has, told apart by `n` (0–99). */
export function phones() {
  const base = `7${String(Date.now()).slice(-7)}`;
  return (n: number) => `${base}${String(n).padStart(2, '0')}`;
}

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

interface Listed {
  id: number;
  name: string;
  due_amount: number;
  expire_date: string | null;
  status: string;
}

/** The members whose name holds `prefix`, as the members list gives them. */
export async function membersNamed(page: Page, prefix: string): Promise<Listed[]> {
  const listed = await page.request.get(
    `/api/members/view_members?${query({ q: prefix, page_size: 100 })}`,
  );
  expect(listed.ok()).toBe(true);
  return ((await listed.json()) as { data: Listed[] }).data;
}

/** What the dashboard and the members list show of the gym (the prefix's members in the list). */
export async function gymAsShown(page: Page, prefix: string) {
  const summary = await page.request.get('/api/dashboard/summary');
  expect(summary.ok()).toBe(true);
  return { dashboard: await summary.json(), members: await membersNamed(page, prefix) };
}

/** Expects each member named with `prefix` to have invoices whose paid amounts add up to what they paid. */
export async function expectInvoicesAddUp(page: Page, prefix: string) {
  const answer = await page.request.get(
    `/api/payments/all_invoices?${query({ q: prefix, page_size: 100 })}`,
  );
  expect(answer.ok()).toBe(true);
  const invoices = (await answer.json()).data as { member_id: number; paid_amount: number }[];
  for (const member of await membersNamed(page, prefix)) {
    const details = await (
      await page.request.get(`/api/members/update_member/${member.id}`)
    ).json();
    const invoiced = invoices
      .filter((invoice) => invoice.member_id === member.id)
      .reduce((sum, invoice) => sum + invoice.paid_amount, 0);
    expect(invoiced, member.name).toBe(details.total_fee - details.due_amount);
  }
}

/** Lists the members whose name holds `prefix` on the members list screen; answers their rows. */
export async function listScreen(page: Page, prefix: string) {
  await page.goto(`/users?${query({ q: prefix })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  return page.getByRole('row').filter({ hasText: prefix });
}
