import { signInTime } from './sign-in-time';

test('a sign-in reads as a day and a time of the browser’s zone; none as Never', () => {
  expect(signInTime(new Date(2026, 10, 20, 9, 5).toISOString())).toBe('20 Nov 2026, 09:05');
  expect(signInTime(new Date(2026, 0, 1, 23, 59).toISOString())).toBe('1 Jan 2026, 23:59');
  expect(signInTime(null)).toBe('Never');
  expect(signInTime('not a time')).toBe('N/A');
});
