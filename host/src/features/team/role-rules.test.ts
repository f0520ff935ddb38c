import type { PermissionInfo } from '@spotter/shared';
import { tick, untick, validateRole } from './role-rules';

// As GET /team/roles lists them (a part of the catalogue).
const catalogue: PermissionInfo[] = [
  { key: 'members.view', label: 'See members', needs: [] },
  { key: 'members.edit', label: 'Add and edit members', needs: ['members.view', 'money.view'] },
  { key: 'invoices.view', label: 'See and download invoices', needs: ['money.view'] },
  { key: 'invoices.export', label: 'Export all invoices (CSV)', needs: ['invoices.view'] },
  { key: 'money.view', label: 'See fees, payments and dues', needs: [] },
];

test('ticking a permission ticks what it needs, and what that needs, in the catalogue’s order', () => {
  expect(tick(catalogue, [], 'invoices.export')).toEqual([
    'invoices.view',
    'invoices.export',
    'money.view',
  ]);
  expect(tick(catalogue, ['money.view'], 'members.edit')).toEqual([
    'members.view',
    'members.edit',
    'money.view',
  ]);
});

test('unticking a permission unticks those that need it, directly or not', () => {
  const all = catalogue.map((info) => info.key);
  expect(untick(catalogue, all, 'money.view')).toEqual(['members.view']);
  expect(untick(catalogue, all, 'invoices.export')).toEqual([
    'members.view',
    'members.edit',
    'invoices.view',
    'money.view',
  ]);
});

test('a role needs a name of at most 50 characters; it is sent trimmed', () => {
  expect(validateRole(' Coach ', ['members.view'])).toEqual({
    input: { name: 'Coach', permissions: ['members.view'] },
  });
  expect(validateRole('  ', [])).toEqual({ error: 'Name is required', input: null });
  expect(validateRole('x'.repeat(51), []).error).toBe('Name must be at most 50 characters');
});
