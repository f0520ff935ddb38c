import * as api from '@spotter/api/contract';
import {
  isEmail,
  isPhone,
  isUsername,
  moneyMessage,
  readPhone,
  rupeesFromText,
} from './input-rules';

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
  '+91 98220 11223',
  '98230 45678',
  '098220-11223',
  '(0091) 98220 11223',
  '+91 (022) 2345.6789',
  '98220 11223 / 98230 45678',
  '98220 ABCDE',
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

test.each(PHONES)('phone %p: the screens read it as the API does', (phone) => {
  expect(readPhone(phone)).toBe(api.readPhone(phone));
  expect(isPhone(phone)).toBe(api.readPhone(phone) !== null);
});

test('"+91 98220 11223" and "98230 45678" are phones, read as their 10 digits', () => {
  expect(readPhone('+91 98220 11223')).toBe('9822011223');
  expect(readPhone('98230 45678')).toBe('9823045678');
  expect(isPhone('98220 ABCDE')).toBe(false);
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
