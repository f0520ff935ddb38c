import { emptySummary, sampleSummary } from '@spotter/shared/testing';
import { changeFromLastMonth, isEmptyGym, membersOwing } from './figures';

test.each([
  [15, 12, '+25% from last month'],
  [9, 12, '-25% from last month'],
  [12, 12, '+0% from last month'],
  [1, 3, '-67% from last month'],
  [0, 4, '-100% from last month'],
  [7, 0, 'None joined last month'],
  [0, 0, 'None joined last month'],
])('%i joined this month and %i last month: %s', (thisMonth, lastMonth, text) => {
  expect(changeFromLastMonth({ this_month: thisMonth, last_month: lastMonth })).toBe(text);
});

test('members owing', () => {
  expect(membersOwing(0)).toBe('Nobody owes');
  expect(membersOwing(1)).toBe('1 member owes');
  expect(membersOwing(120000)).toBe('1,20,000 members owe');
});

test('a gym is empty only when every figure and month is 0', () => {
  expect(isEmptyGym(emptySummary())).toBe(true);
  expect(isEmptyGym(sampleSummary())).toBe(false);
  const empty = emptySummary();
  const oneTrainerInJune = {
    ...empty,
    growth: empty.growth.map((m, i) => (i === 1 ? { ...m, trainers: 1 } : m)),
  };
  expect(isEmptyGym(oneTrainerInJune)).toBe(false);
  expect(isEmptyGym({ ...empty, outstanding: { amount: 500, members: 1 } })).toBe(false);
  expect(isEmptyGym({ ...empty, reminders_due_today: 2 })).toBe(false);
});

test('an answer without the revenue figures is judged on the figures it has', () => {
  const { collected_this_month: _c, outstanding: _o, ...withoutMoney } = emptySummary();
  expect(isEmptyGym(withoutMoney)).toBe(true);
  expect(isEmptyGym({ ...withoutMoney, expiring_soon: 2 })).toBe(false);
});
