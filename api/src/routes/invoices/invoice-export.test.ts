import { insertInvoice } from '../../testing/invoices-client';
import { memberForm, sharedPhoneForm } from '../../testing/members-client';
import { today } from '../../domain/dates';
import { INVOICE_BATCH } from './invoices-list';
import { useSignedInApp } from '../../testing/signed-in-app';

const HEADER =
  'Invoice,User Name,Date,Amount (₹),Paid (₹),Due (₹),Status,Payment Method,Received by,Voided,Credit note';
/** The last cells of an invoice the test admin took, not voided. */
const TAKEN = 'test-admin,No,';
const BOM = '\uFEFF';

/** The file's lines without the byte-order mark (CRLF-separated, the last one ended too). */
const lines = (body: string) => {
  expect(body.startsWith(BOM)).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(BOM.length, -2).split('\r\n');
};

describe('invoice export', () => {
  const ctx = useSignedInApp();

  it('downloads invoices.csv: UTF-8, a header row, one CRLF-ended row per invoice, newest first', async () => {
    const plan = String(await ctx.members.addPlan('Gold', 90, 4500));
    const asha = (
      await ctx.members.add({
        ...sharedPhoneForm,
        name: 'Asha Verma',
        plan,
        fee: '4500',
        paid: '4000',
      })
    ).json().member_id as number;
    await ctx.members.update(asha, { ...memberForm, plan, fee: '4500', paid: '4500' });
    const response = await ctx.invoices.csv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=invoices.csv');
    expect(lines(response.body)).toEqual([
      HEADER,
      `INV-00002,Asha Verma,${today()},500,500,0,Paid,cash,${TAKEN}`,
      `INV-00001,Asha Verma,${today()},4500,4000,500,Pending,cash,${TAKEN}`,
    ]);
  });

  it('is only the header when there is nothing to export', async () => {
    expect(lines((await ctx.invoices.csv()).body)).toEqual([HEADER]);
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and neutralises cells a spreadsheet would run as formulas', async () => {
    const plan = String(await ctx.members.addPlan('Gold', 90, 4500));
    const names = [
      '=HYPERLINK("http://evil.example","Click")',
      '+1',
      '-2',
      '@x',
      'Kumar, Ravi',
      'Ravi "Rocky" K',
      'Asha-Verma = ok',
    ];
    for (const name of names)
      await ctx.members.add({ ...sharedPhoneForm, name, plan, fee: '4500', paid: '4500' });
    // Names the API refuses today (control characters), as an older invoice might hold them.
    for (const name of ['Two\nlines', '\tTabbed', '\rReturned'])
      await insertInvoice(ctx.app, { issued_on: '2020-01-01', member_name: name });

    const rows = lines((await ctx.invoices.csv()).body).slice(1);
    const cells = (number: number) =>
      rows
        .find((row) => row.startsWith(`INV-${String(number).padStart(5, '0')},`))!
        .split(',')
        .slice(1, 2)
        .join();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe(`INV-00007,Asha-Verma = ok,${today()},4500,4500,0,Paid,cash,${TAKEN}`);
    expect(rows).toContain(
      `INV-00001,"'=HYPERLINK(""http://evil.example"",""Click"")",${today()},4500,4500,0,Paid,cash,${TAKEN}`,
    );
    expect(cells(2)).toBe("'+1");
    expect(cells(3)).toBe("'-2");
    expect(cells(4)).toBe("'@x");
    expect(rows).toContain(`INV-00005,"Kumar, Ravi",${today()},4500,4500,0,Paid,cash,${TAKEN}`);
    expect(rows).toContain(
      `INV-00006,"Ravi ""Rocky"" K",${today()},4500,4500,0,Paid,cash,${TAKEN}`,
    );
    // A line break or carriage return is kept inside one quoted cell (rows end with CRLF).
    expect(rows.slice(-3)).toEqual([
      'INV-00010,"\'\rReturned",2020-01-01,1500,1500,0,Paid,cash,,No,',
      "INV-00009,'\tTabbed,2020-01-01,1500,1500,0,Paid,cash,,No,",
      'INV-00008,"Two\nlines",2020-01-01,1500,1500,0,Paid,cash,,No,',
    ]);
  });

  it('exports exactly what the same filters list, across batches', async () => {
    const days = ['2025-11-30', '2025-12-01', '2025-12-15', '2026-01-01'];
    const count = INVOICE_BATCH * 2 + 7;
    for (let i = 0; i < count; i += 1) {
      await insertInvoice(ctx.app, {
        issued_on: days[i % days.length]!,
        member_name: i % 3 ? `Ravi ${i}` : `Meera ${i}`,
        due_amount: i % 5 ? 0 : 250,
      });
    }
    const numbersOf = (body: string) =>
      lines(body)
        .slice(1)
        .map((row) => row.split(',')[0]);
    const listed = async (query: string) => {
      const body = (await ctx.invoices.list(`?page_size=100${query}`)).json() as {
        data: { invoice_number: string }[];
        total: number;
      };
      const numbers: string[] = [];
      for (let page = 1; page <= Math.ceil(body.total / 100); page += 1) {
        const next = (await ctx.invoices.list(`?page=${page}&page_size=100${query}`)).json() as {
          data: { invoice_number: string }[];
        };
        numbers.push(...next.data.map((row) => row.invoice_number));
      }
      return numbers;
    };

    const everything = numbersOf((await ctx.invoices.csv()).body);
    expect(everything).toHaveLength(count);
    expect(new Set(everything).size).toBe(count);
    expect(everything).toEqual(
      ((await ctx.invoices.list()).json() as { invoice_number: string }[]).map(
        (row) => row.invoice_number,
      ),
    );
    for (const query of [
      '&status=pending',
      '&from=2025-12-01&to=2025-12-15',
      '&q=meera&status=paid',
      '&q=ra%201&to=2025-12-01',
    ]) {
      const exported = numbersOf((await ctx.invoices.csv(`?${query.slice(1)}`)).body);
      expect(exported.length).toBeGreaterThan(0);
      expect(exported).toEqual(await listed(query));
    }
  }, 60_000);
});
