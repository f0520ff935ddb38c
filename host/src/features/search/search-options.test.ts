import type { SearchResults } from '@spotter/shared';
import { searchOptions } from './search-options';

const answer = (more?: SearchResults['more']): SearchResults =>
  ({
    status: 'success',
    members: [],
    staff: [],
    plans: [{ id: 2, name: 'Yoga Pass', duration_days: 30 }],
    ...(more && { more }),
  }) as SearchResults;

const classTypes = { kind: 'class_types', group: 'Class types', href: '/classes/types/{id}/edit' };

test('lists a section’s hits after the host’s own, under its group, each opening its page', () => {
  const options = searchOptions(
    answer({
      class_types: [{ id: 7, name: 'Yoga Flow', detail: '60 minutes' }],
      lockers: [{ id: 1, name: 'Yoga locker', detail: '' }],
    }),
    () => true,
    [{ ...classTypes, order: 10 }],
  );
  expect(options.map(({ group, label, detail, href }) => [group, label, detail, href])).toEqual([
    ['Plans', 'Yoga Pass', '30 days', '/plans/2/edit'],
    // A kind no section declares (lockers) is not listed.
    ['Class types', 'Yoga Flow', '60 minutes', '/classes/types/7/edit'],
  ]);
});

test('lists nothing of a section when the API answers no hits of its kind, or no `more` at all', () => {
  const only = (result: SearchResults) =>
    searchOptions(result, () => true, [{ ...classTypes, order: 10 }]).map((o) => o.group);
  expect(only(answer({}))).toEqual(['Plans']);
  expect(only(answer())).toEqual(['Plans']);
});
