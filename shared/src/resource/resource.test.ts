import { ApiError } from '../core/api/errors';
import { expectSuccess } from './expect-success';
import { defineResource } from './resource';

interface Thing {
  id: number;
  name: string;
}

const things = defineResource({
  list: '/things/view',
  plain: (reply: { status: 'success'; things: Thing[] }) => reply.things,
  rowId: (thing) => thing.id,
});

test('a page key carries page, page_size and a trimmed search', () => {
  expect(things.pageKey({ page: 2, pageSize: 10, q: '' })).toBe('/things/view?page=2&page_size=10');
  expect(things.pageKey({ page: 1, pageSize: 5, q: ' gold ' })).toBe(
    '/things/view?page=1&page_size=5&q=gold',
  );
});

test('a page key carries the filters that are set, in their order', () => {
  const filters = { status: 'paid', from: '', to: '2026-01-31', kind: undefined };
  expect(things.pageKey({ page: 1, pageSize: 5, q: 'a b', filters })).toBe(
    '/things/view?page=1&page_size=5&q=a+b&status=paid&to=2026-01-31',
  );
});

test('every read of the list, paged or plain, is a list key; other routes are not', () => {
  expect(things.isListKey('/things/view')).toBe(true);
  expect(things.isListKey('/things/view?page=1&page_size=5')).toBe(true);
  expect(things.isListKey('/things/view_one/1')).toBe(false);
  expect(things.isListKey(['/things/view'])).toBe(false);
});

test('a write succeeded only when the answer says success', () => {
  expect(expectSuccess({ status: 'success', message: 'ok' }, 'x')).toEqual({
    status: 'success',
    message: 'ok',
  });
  expect(() => expectSuccess({ status: 'failed', message: 'Phone already used' }, 'x')).toThrow(
    'Phone already used',
  );
  expect(() => expectSuccess(undefined, 'Failed to save.')).toThrow(
    new ApiError(200, 'Failed to save.', undefined),
  );
});
