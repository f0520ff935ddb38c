import { describeTask, taskReason, whatsAppNumber, type TaskMember } from './describe-task';

const member = (overrides: Partial<TaskMember> = {}): TaskMember => ({
  name: 'Priya Sharma',
  phone: '98765 43210',
  plan_name: 'Gold',
  expire_date: '2026-11-29',
  period_start: '2026-11-14',
  total_fee: 4500,
  paid_amount: 2000,
  ...overrides,
});
const context = { gymName: 'Iron Temple', upiId: '', today: '2026-11-26' };
const expiry = { kind: 'expiry' as const, basis: '2026-11-29' };
const dues = { kind: 'dues' as const, basis: '2026-11-14' };

describe('taskReason', () => {
  test.each([
    ['2026-11-29', 'Expires in 3 days'],
    ['2026-11-27', 'Expires tomorrow'],
    ['2026-11-26', 'Expires today'],
    ['2026-11-25', 'Expired yesterday'],
    ['2026-11-23', 'Expired 3 days ago'],
  ])('an expiry on %s reads "%s"', (expire_date, words) => {
    expect(taskReason(expiry, member({ expire_date }), context.today)).toBe(words);
  });

  test('dues say the amount and for how long, in Indian digit grouping', () => {
    expect(taskReason(dues, member(), context.today)).toBe('Owes ₹2,500 for 12 days');
    expect(taskReason(dues, member({ period_start: '2026-11-25' }), context.today)).toBe(
      'Owes ₹2,500 for 1 day',
    );
    expect(
      taskReason(
        dues,
        member({ total_fee: 150000, paid_amount: 0, period_start: '2026-11-26' }),
        context.today,
      ),
    ).toBe('Owes ₹1,50,000');
  });

  test('a broken promise names its day', () => {
    expect(taskReason({ kind: 'promise', basis: '2026-11-20' }, member(), context.today)).toBe(
      'Promise broken: promised 20 Nov 2026',
    );
  });
});

describe('whatsAppNumber', () => {
  test.each([
    ['9876543210', '919876543210'],
    ['98765 43210', '919876543210'],
    ['+91 98765-43210', '919876543210'],
    ['09876543210', '919876543210'],
    ['919876543210', '919876543210'],
    ['+44 7700 900123', '447700900123'],
    ['12345', null],
    ['not a phone', null],
  ])('%s → %s', (phone, number) => {
    expect(whatsAppNumber(phone)).toBe(number);
  });
});

describe('describeTask', () => {
  test('fills the template and links WhatsApp and the phone', () => {
    const described = describeTask(
      dues,
      member(),
      'Hi {name}, {due} is pending on {plan} at {gym}. {pay_link}',
      context,
    );
    expect(described.message).toBe('Hi Priya Sharma, ₹2,500 is pending on Gold at Iron Temple.');
    expect(described.whatsapp_url).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(described.message)}`,
    );
    expect(described.tel_url).toBe('tel:9876543210');
    expect(described.reason).toBe('Owes ₹2,500 for 12 days');
  });

  test('with a UPI ID, {pay_link} asks for the exact due', () => {
    const { message } = describeTask(dues, member(), 'Pay: {pay_link}', {
      ...context,
      upiId: 'irontemple@okaxis',
    });
    expect(message).toBe(
      'Pay: upi://pay?pa=irontemple%40okaxis&pn=Iron%20Temple&am=2500.00&cu=INR&tn=Iron%20Temple%20membership%20dues',
    );
  });

  test('without a due there is no pay link, and the expiry is in words', () => {
    const { message } = describeTask(
      expiry,
      member({ paid_amount: 4500 }),
      'Ends {expiry}. {pay_link}',
      { ...context, upiId: 'irontemple@okaxis' },
    );
    expect(message).toBe('Ends 29 Nov 2026.');
  });

  test('hostile values stay as typed: a name reading {due}, &, #, emoji and right-to-left text', () => {
    const name = '{due} & #1 💪 مريم';
    const described = describeTask(dues, member({ name }), 'Hi {name}, you owe {due}', context);
    expect(described.message).toBe(`Hi ${name}, you owe ₹2,500`);
    const text = new URL(described.whatsapp_url!).searchParams.get('text');
    expect(text).toBe(described.message);
  });

  test('an unusable phone has no WhatsApp link but still a tel: link', () => {
    const described = describeTask(expiry, member({ phone: '12345' }), '{name}', context);
    expect(described.whatsapp_url).toBeNull();
    expect(described.tel_url).toBe('tel:12345');
  });
});
