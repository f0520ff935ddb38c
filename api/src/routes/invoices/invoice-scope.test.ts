import { branchesClient } from '../../testing/branches-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * docs/product/branches.md §26: Invoice History, its totals and its export cover the branches the top bar
 * chooses; an invoice of another branch is answered as if it did not exist.
 */
describe('invoices under the branch chosen', () => {
  const ctx = useSignedInApp();
  let baner: number;
  /** Asha (INV-00001, paid in full) and Ravi (INV-00002, half paid) at the first branch; Kiran (INV-00003) at Baner. */
  let ids: { asha: number; ravi: number; kiran: number };

  beforeEach(async () => {
    const gold = await ctx.members.addPlan('Gold', 30, 1500);
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const join = (name: string, phone: string, paid: string, home_branch = '1') =>
      ctx.dues.join(gold, 3, { name, phone, paid, due: String(1500 - Number(paid)), home_branch });
    ids = {
      asha: await join('Asha', '+919800000001', '1500'),
      ravi: await join('Ravi', '+919800000002', '700'),
      kiran: await join('Kiran', '+919800000003', '1500', String(baner)),
    };
  });

  const numbers = (rows: { invoice_number: string }[]) => rows.map((row) => row.invoice_number);

  it('lists, counts and exports the chosen branch’s invoices, both under All branches, and the first branch’s without a choice', async () => {
    const plain = async (branch: string) =>
      numbers((await ctx.invoices.list(`?branch=${branch}`)).json());
    expect(await plain('1')).toEqual(['INV-00002', 'INV-00001']);
    expect(await plain(String(baner))).toEqual(['INV-00003']);
    expect(await plain('all')).toEqual(['INV-00003', 'INV-00002', 'INV-00001']);
    // No choice among several branches: the first branch's.
    expect(numbers((await ctx.invoices.list()).json())).toEqual(await plain('1'));

    // Each form of the page: newest first, a status, a date range, a search, another order.
    const page = async (query: string) => {
      const { data, total } = (await ctx.invoices.list(`?page=1&page_size=10${query}`)).json();
      return [numbers(data), total];
    };
    const day = (await ctx.app.db.selectFrom('invoices').select('issued_on').executeTakeFirst())!
      .issued_on;
    for (const [query, first, banerOnly, all] of [
      ['', ['INV-00002', 'INV-00001'], ['INV-00003'], ['INV-00003', 'INV-00002', 'INV-00001']],
      ['&status=paid', ['INV-00001'], ['INV-00003'], ['INV-00003', 'INV-00001']],
      ['&status=pending', ['INV-00002'], [], ['INV-00002']],
      [`&from=${day}&to=${day}`, ['INV-00002', 'INV-00001'], ['INV-00003'], null],
      ['&q=INV-0000', ['INV-00002', 'INV-00001'], ['INV-00003'], null],
      ['&q=Kiran', [], ['INV-00003'], ['INV-00003']],
      ['&q=Ki', [], ['INV-00003'], ['INV-00003']],
      ['&q=INV&status=paid', ['INV-00001'], ['INV-00003'], ['INV-00003', 'INV-00001']],
      ['&sort=invoice_number', ['INV-00001', 'INV-00002'], ['INV-00003'], null],
    ] as const) {
      expect([query, await page(`${query}&branch=1`)]).toEqual([query, [first, first.length]]);
      expect([query, await page(`${query}&branch=${baner}`)]).toEqual([
        query,
        [banerOnly, banerOnly.length],
      ]);
      expect([query, await page(query)]).toEqual([query, [first, first.length]]);
      const both = await page(`${query}&branch=all`);
      if (all) expect(both).toEqual([all, all.length]);
      else expect(both[1]).toBe(3);
    }

    const exported = async (branch: string) =>
      (await ctx.invoices.csv(`?branch=${branch}`)).body
        .split('\n')
        .filter((line) => /INV-/.test(line));
    expect((await exported(String(baner))).map((line) => line.split(',')[0])).toEqual([
      'INV-00003',
    ]);
    expect(await exported('1')).toHaveLength(2);
    expect(await exported('all')).toHaveLength(3);
  });

  it('answers an invoice of another branch, its PDF, its member’s latest and its void, 404 as if it did not exist, and writes nothing', async () => {
    const before = await tableFingerprints(ctx.app);
    const pdf = await ctx.invoices.pdf('INV-00003', `/?branch=1`);
    expect([pdf.statusCode, pdf.json().message]).toEqual([404, 'Invoice INV-00003 not found.']);
    const latest = await ctx.members.invoice(ids.kiran, `/?branch=1`);
    expect([latest.statusCode, latest.json().message]).toEqual([
      404,
      `Member ${ids.kiran} not found.`,
    ]);
    const voided = await ctx.send('POST', '/invoices/void/3?branch=1', { reason: 'Paid twice' });
    expect([voided.statusCode, voided.json().message]).toEqual([404, 'Invoice 3 not found.']);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);

    // Its own branch and All branches answer it.
    for (const branch of [String(baner), 'all']) {
      expect((await ctx.invoices.pdf('INV-00003', `/?branch=${branch}`)).statusCode).toBe(200);
      expect((await ctx.members.invoice(ids.kiran, `/?branch=${branch}`)).statusCode).toBe(200);
    }
    expect((await ctx.members.invoice(ids.asha, `/?branch=1`)).statusCode).toBe(200);
    const own = await ctx.send('POST', `/invoices/void/3?branch=${baner}`, {
      reason: 'Paid twice',
    });
    expect(own.statusCode).toBe(200);
    const underAll = await ctx.send('POST', '/invoices/void/1?branch=all', { reason: 'Twice' });
    expect(underAll.statusCode).toBe(200);
  });

  it('keeps an invoice with the branch that issued it after its member moves, in the list, its totals and its PDF', async () => {
    const moved = await branchesClient(ctx.app, ctx.cookie).move(ids.ravi, baner);
    expect(moved.statusCode).toBe(200);
    const page = async (branch: number) =>
      (await ctx.invoices.list(`?page=1&page_size=10&status=pending&branch=${branch}`)).json();
    expect(await page(1)).toMatchObject({ data: [{ invoice_number: 'INV-00002' }], total: 1 });
    expect(await page(baner)).toEqual({
      data: [],
      total: 0,
      totals: { paid_amount: 0, due_amount: 0, voided_amount: 0 },
    });
    expect((await ctx.invoices.pdf('INV-00002', `/?branch=1`)).statusCode).toBe(200);
    // His latest invoice is read through the member, now at Baner.
    expect((await ctx.members.invoice(ids.ravi, `/?branch=1`)).statusCode).toBe(404);
    expect((await ctx.members.invoice(ids.ravi, `/?branch=${baner}`)).statusCode).toBe(200);
  });
});
