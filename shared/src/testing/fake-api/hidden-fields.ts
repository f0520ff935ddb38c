import { MONEY_FIELDS, REVENUE_FIELDS } from '@spotter/api/contract';
import type { FakeAuth } from './auth';
import type { Reply } from './fetch-stub';

const without = (value: unknown, names: ReadonlySet<string>): unknown => {
  if (Array.isArray(value)) return value.map((item) => without(item, names));
  if (value === null || typeof value !== 'object' || value.constructor !== Object) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !names.has(key))
      .map(([key, item]) => [key, without(item, names)]),
  );
};

/**
 * The reply as the API sends it to this account: without money fields (no money.view) or revenue
 * figures (no revenue.view), at any depth, so screen tests of a role see the real shape.
 */
export function asSeenBy({ permissions }: FakeAuth, reply: Reply): Reply {
  const hidden = new Set<string>([
    ...(permissions.includes('money.view') ? [] : MONEY_FIELDS),
    ...(permissions.includes('revenue.view') ? [] : REVENUE_FIELDS),
  ]);
  return hidden.size && reply.body !== undefined
    ? { ...reply, body: without(reply.body, hidden) }
    : reply;
}
