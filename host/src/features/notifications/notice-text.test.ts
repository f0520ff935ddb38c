import { attentionText, badgeText } from './notice-text';

test('the badge caps at 99+, and the count is said in words', () => {
  expect(badgeText(7)).toBe('7');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(30292)).toBe('99+');
  expect(attentionText(0)).toBe('Nothing needs attention');
  expect(attentionText(1)).toBe('1 reminder due today');
  expect(attentionText(30292)).toBe('30,292 reminders due today');
});
