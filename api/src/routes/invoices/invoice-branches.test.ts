import { branchesClient } from '../../testing/branches-client';
import { importsClient } from '../../testing/imports-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';

/** docs/product/branches.md §26: an invoice belongs to the branch that issued it. */
describe('the branch an invoice belongs to', () => {
  const ctx = useSignedInApp();
  let monthly: number;
  let baner: number;

  beforeEach(async () => {
    monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
  });

  const add = async (fields: Record<string, string>) => {
    const response = await ctx.members.add({ ...memberForm, plan: String(monthly), ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().member_id as number;
  };
  /** Every invoice's number and branch, as the invoice history lists them under All branches, oldest first. */
  const listed = async () =>
    (
      (await ctx.invoices.list('?branch=all')).json() as {
        invoice_number: string;
        branch_id: number;
      }[]
    )
      .map(({ invoice_number, branch_id }) => [invoice_number, branch_id])
      .reverse();

  it('issues each invoice on its member’s home branch at that moment: adding, paying on the form and on Pending, renewing, an import', async () => {
    const asha = await add({ home_branch: String(baner) });
    await add({ name: 'Ravi', phone: '+919800000002' });
    // Asha and Kiran are Baner's: the calls on them are made there.
    const atBaner = `?branch=${baner}`;
    const paid = await ctx.dues.pay(asha, { amount: 100, method: 'upi' }, atBaner);
    expect(paid.statusCode).toBe(200);
    // Paid more and moved back in one save: the payment is the branch she is at once saved.
    const saved = await ctx.members.update(
      asha,
      { ...memberForm, plan: String(monthly), paid: '700', home_branch: '1' },
      atBaner,
    );
    expect(saved.statusCode).toBe(200);
    const kiran = await ctx.dues.join(monthly, 40, {
      name: 'Kiran',
      phone: '+919800000003',
      home_branch: String(baner),
    });
    const renewed = await ctx.dues.renew(kiran, { paid: 500, method: 'card' }, atBaner);
    expect(renewed.statusCode).toBe(200);
    // An import into the first branch, updating other branches' members too: Kiran (Baner's)
    // paid 200 more (an Update row), and a new member (the first branch).
    const imports = importsClient(ctx.app, ctx.cookie);
    const { id } = await imports.reviewed(
      [
        ['Name', 'Phone', 'Plan', 'Fee', 'Paid'],
        ['Kiran', '+919800000003', '', '', '700'],
        ['Sunil', '9876543211', 'Monthly', '1500', '1500'],
      ],
      'members.csv',
      '',
      true,
    );
    const [done] = await imports.runAll(id, true);
    expect(done).toMatchObject({ added: 1, updated: 1, skipped: 0 });

    expect(await listed()).toEqual([
      ['INV-00001', baner], // Asha joins at Baner
      ['INV-00002', 1], // Ravi joins at the first branch
      ['INV-00003', baner], // Asha pays on Pending
      ['INV-00004', 1], // Asha pays on the form that moves her
      ['INV-00005', baner], // Kiran joins at Baner
      ['INV-00006', baner], // Kiran renews
      ['INV-00007', baner], // the import's payment of Kiran
      ['INV-00008', 1], // the import's new member
    ]);
    const stored = await ctx.app.db
      .selectFrom('invoices')
      .select(['invoice_number', 'branch_id'])
      .orderBy('id')
      .execute();
    expect(stored.map(({ invoice_number, branch_id }) => [invoice_number, branch_id])).toEqual(
      await listed(),
    );
  });

  it('numbers the invoices of every branch in one sequence, without gaps, and lists the branch in every form of the history', async () => {
    for (const [n, branch] of [baner, 1, baner, 1].entries())
      await add({ name: `Member ${n}`, phone: `+91980000001${n}`, home_branch: String(branch) });
    expect(await listed()).toEqual([
      ['INV-00001', baner],
      ['INV-00002', 1],
      ['INV-00003', baner],
      ['INV-00004', 1],
    ]);
    const page = (
      await ctx.invoices.list('?page=1&page_size=2&sort=invoice_number&branch=all')
    ).json();
    expect(page.data).toMatchObject([
      { invoice_number: 'INV-00001', branch_id: baner },
      { invoice_number: 'INV-00002', branch_id: 1 },
    ]);
    const searched = (await ctx.invoices.list('?q=Member%203&branch=all')).json();
    expect(searched.data).toMatchObject([{ invoice_number: 'INV-00004', branch_id: 1 }]);
  });
});
