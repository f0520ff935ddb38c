import { dayInWords } from './dates';

it.each([
  ['2026-11-24', '24 Nov 2026'],
  ['2026-01-05', '5 Jan 2026'],
  ['2025-09-30', '30 Sep 2025'],
])('writes %s as %s', (iso, words) => {
  expect(dayInWords(iso)).toBe(words);
});
