import { importsClient } from '../../testing/imports-client';
import { memberForm } from '../../testing/members-client';
import { useSignedInApp } from '../../testing/signed-in-app';
import { signedInAs } from '../../testing/team';

describe('GET /members/export: the members list as a CSV file to import', () => {
  const ctx = useSignedInApp();

  const HEADER =
    'Name,Phone,E-mail,Plan,Joining date,Fee,Paid,Status,Age,Weight,Blood group,Location,Profession';

  beforeEach(async () => {
    const monthly = await ctx.members.addPlan('Monthly', 30, 1500);
    const gold = await ctx.members.addPlan('Gold Yearly', 365, 12000);
    const add = (fields: Record<string, string>) =>
      ctx.members.add({ ...memberForm, plan: String(monthly), due: '', ...fields });
    await add({ name: 'Asha Verma', phone: '+919812345678' });
    await add({
      name: '=SUM(1,2)',
      phone: '9800000001',
      email: '',
      age: '',
      weight: '',
      blood_group: '',
      location: 'Navi Mumbai, Sector 5',
      profession: '',
      plan: String(gold),
      fee: '12000',
      paid: '12000',
      status: 'Inactive',
    });
    await add({
      name: 'Bina Rao',
      phone: '09800000002',
      weight: '61.25',
      joining_day: '2025-12-31',
    });
  });

  const exported = async (query = '', cookie = ctx.cookie) => {
    const response = await ctx.get(`/members/export${query}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=members.csv');
    return response.body;
  };

  it('lists the members newest first in the import’s own columns, formulas escaped', async () => {
    expect((await exported()).split('\r\n')).toEqual([
      `\uFEFF${HEADER}`,
      'Bina Rao,9800000002,asha@example.com,Monthly,2025-12-31,1500,500,Active,31,61.25,O+,Pune,Teacher',
      `"'=SUM(1,2)",9800000001,,Gold Yearly,2026-01-10,12000,12000,Inactive,,,,"Navi Mumbai, Sector 5",`,
      // A leading + is escaped too (a spreadsheet would read it as a formula); the import drops the '.
      'Asha Verma,9812345678,asha@example.com,Monthly,2026-01-10,1500,500,Active,31,58.5,O+,Pune,Teacher',
      '',
    ]);
  });

  it('keeps to the list’s search and status', async () => {
    const names = (csv: string) =>
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]);
    expect(names(await exported('?q=verma'))).toEqual(['Asha Verma']);
    expect(names(await exported('?status=Inactive'))).toEqual(['"\'=SUM(1']);
    expect(names(await exported('?q=gold'))).toEqual(['"\'=SUM(1']);
  });

  it('leaves out Fee and Paid for an account that may not see money', async () => {
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const lines = (await exported('', trainer.cookie)).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFName,Phone,E-mail,Plan,Joining date,Status,Age,Weight,Blood group,Location,Profession',
    );
    expect(lines[3]).toBe(
      'Asha Verma,9812345678,asha@example.com,Monthly,2026-01-10,Active,31,58.5,O+,Pune,Teacher',
    );
  });

  it('imports back into the same gym as nothing new and nothing changed', async () => {
    const imports = importsClient(ctx.app, ctx.cookie);
    for (const cookie of [ctx.cookie, (await signedInAs(ctx.app, ctx.cookie, 'Trainer')).cookie]) {
      const upload = await imports.upload(await exported('', cookie), 'members.csv');
      expect(upload.statusCode).toBe(201);
      const review = await imports.review(upload.json().import_id, upload.json().mapping);
      expect(review.json().counts).toEqual({
        new: 0,
        shared: 0,
        update: 0,
        unchanged: 3,
        other_branch: 0,
        duplicate: 0,
        error: 0,
      });
    }
  });
});
