import { REMINDER_LIMITS, REMINDER_PLACEHOLDERS } from '../../schemas/reminders';
import { describeTask, type TaskMember } from './describe-task';

/** Templates at their limit, filled with hostile values everywhere, still make valid links. */
describe('a reminder message at the limits', () => {
  const member: TaskMember = {
    name: '{pay_link} & #2 ‮Priya‬ 🏋️',
    phone: '+91 98765-43210',
    plan_name: 'Gold & Silver #1 ?a=b',
    expire_date: '2026-11-29',
    period_start: '2026-11-14',
    total_fee: 150000,
    paid_amount: 0,
  };
  const context = {
    gymName: 'Iron & #Temple ?x=1',
    upiId: 'iron.temple@okaxis',
    today: '2026-11-26',
  };
  const unit = REMINDER_PLACEHOLDERS.map((name) => `{${name}} `).join('');
  const template = unit.repeat(REMINDER_LIMITS.templateMax).slice(0, REMINDER_LIMITS.templateMax);

  it('fills a 1,000-character template and encodes all of it into the WhatsApp link', () => {
    const { message, whatsapp_url } = describeTask(
      { kind: 'dues', basis: member.period_start },
      member,
      template,
      context,
    );
    expect(message).toContain(
      `${member.name} ${member.plan_name} 29 Nov 2026 ₹1,50,000 ${context.gymName} upi://pay?`,
    );
    const url = new URL(whatsapp_url!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(message);
  });

  it("keeps the UPI link's fields apart whatever the gym's name holds", () => {
    const { message } = describeTask(
      { kind: 'promise', basis: '2026-11-20' },
      member,
      '{pay_link}',
      context,
    );
    const link = new URL(message.replace('upi://', 'https://upi.invalid/'));
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'iron.temple@okaxis',
      pn: context.gymName,
      am: '150000.00',
      cu: 'INR',
      tn: `${context.gymName} membership dues`,
    });
  });

  it('leaves no pay link, and no gap, without a UPI ID or without a due', () => {
    const filled = (upiId: string, paid: number) =>
      describeTask(
        { kind: 'dues', basis: member.period_start },
        { ...member, name: 'Asha', paid_amount: paid },
        'Hi {name}, {pay_link} thanks from {gym}',
        { ...context, upiId },
      ).message;
    expect(filled('', 0)).toBe(`Hi Asha, thanks from ${context.gymName}`);
    expect(filled(context.upiId, 150000)).toBe(`Hi Asha, thanks from ${context.gymName}`);
  });
});
