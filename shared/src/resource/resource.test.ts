import { ApiError } from '../api/errors';
import { expectSuccess } from './expect-success';
import { defineResource } from './resource';

const things = defineResource({
  list: '/things/view',
  plain: (body) => (body as { things?: unknown }).things,
  row: (raw) => ({ id: Number(raw.id), name: String(raw.name ?? '') }),
  rowId: (thing) => thing.id,
});

test('a page key carries page, page_size and a trimmed search', () => {
  expect(things.pageKey({ page: 2, pageSize: 10, q: '' })).toBe('/things/view?page=2&page_size=10');
  expect(things.pageKey({ page: 1, pageSize: 5, q: ' gold ' })).toBe('/things/view?page=1&page_size=5&q=gold');
});

test('every read of the list, paged or plain, is a list key; other routes are not', () => {
  expect(things.isListKey('/things/view')).toBe(true);
  expect(things.isListKey('/things/view?page=1&page_size=5')).toBe(true);
  expect(things.isListKey('/things/view_one/1')).toBe(false);
  expect(things.isListKey(['/things/view'])).toBe(false);
});

test('rows come from the paged form or the plain one, read through row()', () => {
  expect(things.rows({ data: [{ id: '3', name: 'A' }], total: 9 })).toEqual([{ id: 3, name: 'A' }]);
  expect(things.rows({ status: 'success', things: [{ id: 1 }] })).toEqual([{ id: 1, name: '' }]);
  expect(things.rows({ things: 'nope' })).toEqual([]);
  expect(things.rows(undefined)).toEqual([]);
});

test('a write succeeded only when the answer says success', () => {
  expect(expectSuccess({ status: 'success', message: 'ok' }, 'x')).toEqual({ status: 'success', message: 'ok' });
  expect(() => expectSuccess({ status: 'failed', message: 'Phone already used' }, 'x')).toThrow('Phone already used');
  expect(() => expectSuccess(undefined, 'Failed to save.')).toThrow(new ApiError(200, 'Failed to save.', undefined));
});
