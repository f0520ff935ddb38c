import * as api from '@spotter/api/contract';
import { isEmail, isPhone, isUsername, moneyMessage, rupeesFromText } from './input-rules';

// The constants are held to the API's by their types; the checks built on them are held here.
const PHONES = [
  '+919812345678',
  '9812345',
  '123456',
  '1234567890123456',
  '98 7654 3210',
  '++98765432',
  '98765+4321',
  '',
];
const EMAILS = [
  'm@x.co',
  'a.b_c%d+e-f@mail.example.in',
  'm@x',
  'm x@y.com',
  '@y.com',
  'm@.com',
  '<s>@x.y',
  `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
  `${'a'.repeat(65)}@x.co`,
  '',
];
const AMOUNTS = [
  '0',
  '1500',
  '10000000',
  '10000001',
  '-5',
  '12.5',
  '1e3',
  '0x20',
  ' 30',
  '',
  '000000001',
  '0000000001',
];

test.each(PHONES)('phone %p: the screens judge it as the API does', (phone) => {
  expect(isPhone(phone)).toBe(api.isPhone(phone));
});

test.each(EMAILS)('e-mail %p: the screens judge it as the API does', (email) => {
  expect(isEmail(email)).toBe(api.isEmail(email));
});

const USERNAMES = ['kiran.rao', 'K_R-1@gym', 'kiran rao', 'kíran', 'a+b', 'x/y', ''];

test.each(USERNAMES)('username %p: the screens judge it as the API does', (username) => {
  expect(isUsername(username)).toBe(new RegExp(api.USERNAME_RULE.pattern).test(username));
});

test.each(AMOUNTS)('amount %p: the screens read it as the API does', (amount) => {
  expect(rupeesFromText(amount)).toBe(api.rupeesFromText(amount));
});

test('the money message, as the API words it', () => {
  expect(moneyMessage('Fee')).toBe('Fee must be a whole number of rupees from 0 to 10000000');
  expect(moneyMessage('Amount', 1)).toBe(api.moneyMessage('Amount', 1));
});
