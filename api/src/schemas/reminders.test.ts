import { fillTemplate, unknownPlaceholder, upiPayLink } from './reminders';

describe('fillTemplate', () => {
  test('replaces each placeholder once, leaving a value that reads like a placeholder as typed', () => {
    expect(fillTemplate('{name} owes {due}', { name: '{due}', due: '₹500' })).toBe(
      '{due} owes ₹500',
    );
  });

  test('a missing value reads as empty, and the spaces it leaves are closed up', () => {
    expect(fillTemplate('Hi {name}, pay here: {pay_link} Thanks', { name: 'Asha' })).toBe(
      'Hi Asha, pay here: Thanks',
    );
    expect(fillTemplate('{pay_link}', {})).toBe('');
  });

  test('keeps line breaks and anything that is not a known placeholder', () => {
    expect(fillTemplate('Hi {name},\n{unknown} {}', { name: 'Asha' })).toBe(
      'Hi Asha,\n{unknown} {}',
    );
  });
});

test('unknownPlaceholder names the first placeholder that is not offered', () => {
  expect(unknownPlaceholder('Hi {name}, {due} by {expiry} at {gym}: {pay_link} ({plan})')).toBe(
    undefined,
  );
  expect(unknownPlaceholder('Hi {nmae} {amount}')).toBe('nmae');
  expect(unknownPlaceholder('Hi {}')).toBe('');
});

test('upiPayLink encodes every field', () => {
  expect(upiPayLink({ upiId: 'gym@upi', payee: 'A & B Gym', amount: 2500, note: 'Dues #1' })).toBe(
    'upi://pay?pa=gym%40upi&pn=A%20%26%20B%20Gym&am=2500.00&cu=INR&tn=Dues%20%231',
  );
});
