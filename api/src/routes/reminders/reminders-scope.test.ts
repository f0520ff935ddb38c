import { today } from '../../domain/dates';
import { EVERY_BRANCH } from '../../domain/branch-scope';
import { REMINDER_MESSAGES } from '../../schemas/reminders';
import { branchesClient } from '../../testing/branches-client';
import { memberWithDueTask, sendMailTo } from '../../testing/reminders-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { dueTodayCount } from './queue-repository';

/**
 * docs/product/branches.md §26: a reminder task belongs to its member's home branch; the queue, its counts,
 * the bell and Send by e-mail cover the branch chosen, and a task of another branch is not found.
 */
describe('reminders under the branch chosen', () => {
  const ctx = useSignedInApp();
  let baner: number;
  /** Asha (dues, branch 1) and Ravi (expiry, Baner), each with a task due today. */
  let asha: { memberId: number; taskId: number };
  let ravi: { memberId: number; taskId: number };
  let smtp: TestSmtpServer | undefined;
  afterEach(() => smtp?.close());

  beforeEach(async () => {
    baner = await branchesClient(ctx.app, ctx.cookie).add('Baner');
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    asha = await memberWithDueTask(ctx, plan, 'dues', {
      name: 'Asha Verma',
      phone: '9812345678',
      email: 'asha@example.com',
    });
    const atBaner = {
      name: 'Ravi Kumar',
      phone: '9812345679',
      email: 'ravi@example.com',
      home_branch: String(baner),
    };
    ravi = await memberWithDueTask(ctx, plan, 'expiry', atBaner);
  });

  const get = async (url: string) => {
    const response = await ctx.get(url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const queue = async (query: string) => {
    const { data, total } = await get(`/reminders${query}`);
    return [
      data.map((task: { name: string; home_branch_id: number }) => [
        task.name,
        task.home_branch_id,
      ]),
      total,
    ];
  };
  const counts = async (branch: number | string) => {
    const { due, upcoming } = await get(`/reminders/counts?branch=${branch}`);
    return { due, upcoming };
  };

  it('lists, searches and counts the chosen branch’s tasks, each with its member’s home branch; All branches both, and no choice the first branch’s', async () => {
    expect(await queue('?branch=1')).toEqual([[['Asha Verma', 1]], 1]);
    expect(await queue(`?branch=${baner}`)).toEqual([[['Ravi Kumar', baner]], 1]);
    const both = [
      [
        ['Asha Verma', 1],
        ['Ravi Kumar', baner],
      ],
      2,
    ];
    expect(await queue('?branch=all')).toEqual(both);
    // No choice among several branches: the first branch's.
    expect(await queue('')).toEqual([[['Asha Verma', 1]], 1]);
    expect(await queue('?q=Ravi&branch=1')).toEqual([[], 0]);
    expect(await queue(`?q=Ravi&branch=${baner}`)).toEqual([[['Ravi Kumar', baner]], 1]);
    expect(await queue(`?tab=done&branch=${baner}`)).toEqual([[], 0]);

    const first = await counts(1);
    const second = await counts(baner);
    expect([first.due, second.due]).toEqual([1, 1]);
    const all = await counts('all');
    expect(all).toEqual({ due: 2, upcoming: first.upcoming + second.upcoming });
    expect(await get('/reminders/counts')).toMatchObject(first);
    expect(await dueTodayCount(ctx.app.db, today(), { ...EVERY_BRANCH, ids: [baner] })).toBe(1);
    expect(await dueTodayCount(ctx.app.db, today())).toBe(2);
  });

  it('rings the bell for the chosen branch’s tasks alone', async () => {
    const bell = async (branch: number | string) => {
      const { data, total } = await get(`/dashboard/notifications?branch=${branch}`);
      return [data.map((task: { task_id: number }) => task.task_id), total];
    };
    expect(await bell(1)).toEqual([[asha.taskId], 1]);
    expect(await bell(baner)).toEqual([[ravi.taskId], 1]);
    expect(await bell('all')).toEqual([[asha.taskId, ravi.taskId], 2]);
  });

  it('answers an outcome on a task of another branch 404 and writes nothing', async () => {
    const before = await tableFingerprints(ctx.app);
    const refused = await ctx.send('POST', `/reminders/${ravi.taskId}/outcome?branch=1`, {
      channel: 'call',
      outcome: 'no_answer',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      REMINDER_MESSAGES.taskNotFound,
    ]);
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    const logged = await ctx.send('POST', `/reminders/${ravi.taskId}/outcome?branch=${baner}`, {
      channel: 'call',
      outcome: 'no_answer',
    });
    expect(logged.statusCode).toBe(200);
  });

  it('answers the contacts of a member of another branch 404, as if they did not exist', async () => {
    const contacts = (branch: number | string) =>
      ctx.get(`/members/${ravi.memberId}/contacts?branch=${branch}`);
    const refused = await contacts(1);
    expect([refused.statusCode, refused.json().message]).toEqual([
      404,
      `Member ${ravi.memberId} not found.`,
    ]);
    for (const branch of [baner, 'all']) expect((await contacts(branch)).statusCode).toBe(200);
  });

  it('e-mails the chosen branch’s tasks due today, leaving the others’ on their queue', async () => {
    smtp = await startSmtpServer();
    await sendMailTo(ctx.app, smtp, 'desk', 'p4ss-word');
    const sent = await ctx.send('POST', `/reminders/email?branch=${baner}`);
    expect(sent.json()).toMatchObject({ sent: 1, failed: [], without_email: 0 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ravi@example.com']]);
    expect(await queue('?branch=1')).toEqual([[['Asha Verma', 1]], 1]);
    expect(await queue(`?branch=${baner}`)).toEqual([[], 0]);
  });

  it('moves a member’s open tasks and their counts to their new branch', async () => {
    // Ravi is Baner's: moved from there.
    const moved = await ctx.send('POST', `/members/${ravi.memberId}/move_branch?branch=${baner}`, {
      branch_id: 1,
    });
    expect(moved.statusCode).toBe(200);
    expect(await queue('?branch=1')).toEqual([
      [
        ['Asha Verma', 1],
        ['Ravi Kumar', 1],
      ],
      2,
    ]);
    expect((await counts(1)).due).toBe(2);
    expect(await counts(baner)).toEqual({ due: 0, upcoming: 0 });
    expect(await queue(`?branch=${baner}`)).toEqual([[], 0]);
  });
});
