import { attentionText, badgeText, noticeText } from './notice-text';

const notice = (expires_in_days: number | null, due_amount: number) => ({
  member_id: 1,
  name: 'Asha',
  expires_in_days,
  due_amount,
});

test.each([
  [notice(0, 0), 'expires today'],
  [notice(1, 0), 'expires in 1 day'],
  [notice(6, 0), 'expires in 6 days'],
  [notice(null, 1500), 'owes ₹1,500'],
  [notice(3, 120000), 'expires in 3 days, owes ₹1,20,000'],
])('%o reads "%s"', (item, text) => {
  expect(noticeText(item)).toBe(text);
});

test('an item without an amount (an account that may not see money) reads only its expiry', () => {
  expect(noticeText({ member_id: 1, name: 'Asha', expires_in_days: 2 })).toBe('expires in 2 days');
});

test('the badge caps at 99+, and the count is said in words', () => {
  expect(badgeText(7)).toBe('7');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(30292)).toBe('99+');
  expect(attentionText(0)).toBe('Nothing needs attention');
  expect(attentionText(1)).toBe('1 member needs attention');
  expect(attentionText(30292)).toBe('30,292 members need attention');
});
