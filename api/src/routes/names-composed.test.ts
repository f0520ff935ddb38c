import { enquiryBody } from '../testing/enquiries-client';
import { memberForm } from '../testing/members-client';
import { useSignedInApp } from '../testing/signed-in-app';
import { trainer } from '../testing/staff-client';

/**
 * Names are stored composed (NFC, docs/product/api-input.md §21), whichever way they were typed: "Zoë"
 * typed as "Zoe" and a combining diaeresis is the same text as "Zoë" typed with ë, on add and on
 * edit, for members, trainers and staff, enquiries and plans.
 */
const TYPED = 'Zoe\u0308 Ba\u0301rd';
const STORED = 'Zo\u00EB B\u00E1rd';

describe('names typed decomposed', () => {
  const ctx = useSignedInApp();

  const names = async (table: 'members' | 'trainers_staff' | 'enquiries' | 'plans') =>
    (await ctx.app.db.selectFrom(table).select('name').orderBy('id').execute()).map(
      (row) => row.name,
    );

  it('are stored composed on add and on edit, and read back so', async () => {
    const plan = await ctx.send('POST', '/members/add_plan', {
      name: TYPED,
      duration_days: 30,
      price: 900,
    });
    expect(plan.json().plan.name).toBe(STORED);
    const planId: number = plan.json().plan.id;

    const member = await ctx.members.add({ ...memberForm, name: TYPED, plan: String(planId) });
    expect(member.statusCode).toBe(201);
    const memberId: number = member.json().member_id;
    const staff = await ctx.staff.add({ ...trainer, name: TYPED });
    expect(staff.statusCode).toBe(201);
    const enquiry = await ctx.enquiries.add({ ...enquiryBody, name: TYPED });
    expect(enquiry.json().enquiry.name).toBe(STORED);
    for (const table of ['plans', 'members', 'trainers_staff', 'enquiries'] as const)
      expect(await names(table)).toEqual([STORED]);

    const edited = `${TYPED}e\u0301`;
    expect(
      (await ctx.members.update(memberId, { ...memberForm, name: edited, plan: String(planId) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.staff.edit(staff.json().id, { user: edited, phone_number: trainer.phone }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.enquiries.edit(enquiry.json().enquiry.id, { ...enquiryBody, name: edited }))
        .statusCode,
    ).toBe(200);
    for (const table of ['members', 'trainers_staff', 'enquiries'] as const)
      expect(await names(table)).toEqual([`${STORED}\u00E9`]);
  });
});
