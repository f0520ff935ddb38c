import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import { recordActivity, type Actor, type ActivityEntry } from '../domain/activity';

/** Everything Jest's fake timers can replace but the clock: the database drivers keep their timers. */
const BUT_THE_CLOCK = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Sets the clock (Date alone; every timer stays real) at `time`, an ISO date, until
 * `jest.useRealTimers()`: what the API stamps a record with, and the time a screen reads.
 */
export function setClock(time: string) {
  jest.useFakeTimers({ doNotFake: [...BUT_THE_CLOCK], now: new Date(time) });
}

/** A record to write: when it happened, who acted, and what `recordActivity` is given. */
export type Stamped = ActivityEntry & { at: string; actor: Actor };

/**
 * Writes records through `recordActivity`, as the writes do, each at its own `at` (the clock is
 * set to it while it is written), in one transaction; answers their ids in order.
 */
export async function recordAll(db: Db, records: Stamped[]): Promise<number[]> {
  jest.useFakeTimers({ doNotFake: [...BUT_THE_CLOCK] });
  try {
    return await transaction(db, async (trx) => {
      const ids: number[] = [];
      for (const { at, actor, ...entry } of records) {
        jest.setSystemTime(new Date(at));
        ids.push(await recordActivity(trx, actor, entry));
      }
      return ids;
    });
  } finally {
    jest.useRealTimers();
  }
}
