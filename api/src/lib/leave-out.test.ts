import vm from 'node:vm';
import { leaveOut } from './leave-out';

const MONEY = new Set(['fee', 'due_amount']);

describe('leaveOut', () => {
  it('drops the named properties at any depth, in objects and arrays', () => {
    expect(
      leaveOut(
        { status: 'success', data: [{ id: 1, fee: 5, plan: { fee: 9, name: 'Gold' } }], fee: 1 },
        MONEY,
      ),
    ).toEqual({ status: 'success', data: [{ id: 1, plan: { name: 'Gold' } }] });
  });

  it('drops them from rows a driver made in another realm, or without a prototype', () => {
    // A native driver's rows (better-sqlite3's under Jest) are plain objects of another realm.
    const foreign = vm.runInNewContext('({ id: 1, due_amount: 500, nested: [{ fee: 1 }] })');
    const bare = Object.assign(Object.create(null), { id: 2, due_amount: 700 });
    expect(leaveOut([foreign, bare], MONEY)).toEqual([{ id: 1, nested: [{}] }, { id: 2 }]);
  });

  it('keeps what is not a plain object as it is', () => {
    const date = new Date(0);
    const bytes = Buffer.from('fee');
    class Row {
      fee = 1;
    }
    const row = new Row();
    const kept = leaveOut({ date, bytes, row, fee: 1 }, MONEY) as Record<string, unknown>;
    expect(kept).toEqual({ date, bytes, row });
    expect(kept.row).toBe(row);
  });
});
