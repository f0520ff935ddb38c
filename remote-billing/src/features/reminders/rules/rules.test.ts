import * as api from '@spotter/api/contract';
import {
  fillTemplate,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  REMINDER_PLACEHOLDERS,
  unknownPlaceholder,
  upiPayLink,
} from '.';

// The copies are held to the API's by their types; their values and behaviour are held here.

test("the limits and the placeholders are the API's own", () => {
  expect(REMINDER_LIMITS).toEqual(api.REMINDER_LIMITS);
  expect(REMINDER_PLACEHOLDERS).toEqual(api.REMINDER_PLACEHOLDERS);
});

test("every message reads as the API's", () => {
  for (const [key, message] of Object.entries(REMINDER_MESSAGES)) {
    const theirs = api.REMINDER_MESSAGES[key as keyof typeof api.REMINDER_MESSAGES];
    if (typeof message === 'string') expect([key, message]).toEqual([key, theirs]);
  }
  expect(Object.keys(REMINDER_MESSAGES)).toEqual(Object.keys(api.REMINDER_MESSAGES));
  expect(REMINDER_MESSAGES.unknownPlaceholder('amount')).toBe(
    api.REMINDER_MESSAGES.unknownPlaceholder('amount'),
  );
  expect(REMINDER_MESSAGES.logged('Reached', 'Asha')).toBe(
    api.REMINDER_MESSAGES.logged('Reached', 'Asha'),
  );
  for (const [sent, failed] of [
    [0, 0],
    [1, 0],
    [2, 1],
  ] as const)
    expect(REMINDER_MESSAGES.emailed(sent, failed)).toBe(
      api.REMINDER_MESSAGES.emailed(sent, failed),
    );
});

const TEMPLATES = [
  'Hi {name}, {due} is pending at {gym}. {pay_link}',
  'Hi {name}, your {plan} ends on {expiry}.',
  '{amount} and {name}',
  '{} {name } { name} {{name}} {name',
  `${'x'.repeat(990)} {due}`,
  'مرحبا {name} 🎉 & # %',
  '',
];
const HOSTILE = {
  name: '{due}',
  plan: 'A & B # 1',
  expiry: '20 Nov 2026',
  due: '₹2,500',
  gym: 'مرحبا 🎉',
  pay_link: '',
};

test.each(TEMPLATES)('template %p: filled and checked as the API does', (template) => {
  expect(unknownPlaceholder(template)).toBe(api.unknownPlaceholder(template));
  expect(fillTemplate(template, HOSTILE)).toBe(api.fillTemplate(template, HOSTILE));
  expect(fillTemplate(template, {})).toBe(api.fillTemplate(template, {}));
});

test.each([
  { upiId: 'gym@upi', payee: 'A & B Gym', amount: 2500, note: 'Dues #1' },
  { upiId: 'x.y-z@okhdfc', payee: 'जिम 🎉', amount: 0, note: 'a=b&c' },
])('pay link for $upiId: as the API writes it', (link) => {
  expect(upiPayLink(link)).toBe(api.upiPayLink(link));
});
