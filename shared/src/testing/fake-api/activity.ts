import { paths } from '@spotter/api/paths';
import type { ActivityPeople, ActivityRow, Failed, Permission } from '../../core/types';
import type { FakeAuth } from './auth';
import { csvBlob } from './csv';
import type { Reply } from './fetch-stub';
import { answer, pageReply } from './paging';
import { idIn } from './route-ids';
import type { FakeTeam } from './team';
import { fakeToday } from './today';

export interface ActivityDb {
  auth: FakeAuth;
  team: FakeTeam;
  /** The trail as the API reads it out (`what` and `details` already worded), in any order. */
  activity: ActivityRow[];
}

const newestFirst = (a: ActivityRow, b: ActivityRow) =>
  Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;

/** The records `?admin_id=&kind=&from=&to=` keep (the days are the gym's: here the machine's), newest first. */
function filtered(rows: ActivityRow[], query: URLSearchParams) {
  const adminId = query.get('admin_id');
  const kind = query.get('kind');
  const from = query.get('from');
  const to = query.get('to');
  return rows
    .filter((row) => !adminId || String(row.admin_id) === adminId)
    .filter((row) => !kind || row.kind === kind)
    .filter((row) => {
      const day = fakeToday(new Date(row.at));
      return (!from || day >= from) && (!to || day <= to);
    })
    .sort(newestFirst);
}

const forbidden = () =>
  answer<Failed>({ status: 'failed', message: 'You do not have permission to do this.' }, 403);

/**
 * `/activity` (a page of the trail, filtered), `/activity/people` (every account, by name),
 * `/activity/download` (the CSV of every record the filters keep) and a member's
 * `/members/history/:id`, each refused without its permission as the API does.
 */
export function activityRoutes(db: ActivityDb) {
  const may = (permission: Permission) => db.auth.permissions.includes(permission);
  return (method: string, pathname: string, search: string): Reply | undefined => {
    if (method !== 'GET') return undefined;
    const query = new URLSearchParams(search);
    const id = idIn(paths.activity.memberHistory, pathname);
    if (id !== undefined) {
      if (!may('members.view')) return forbidden();
      const rows = db.activity.filter((row) => row.member_id === id).sort(newestFirst);
      return pageReply(rows, query);
    }
    const { activity } = paths;
    if (![activity.list, activity.people, activity.download].some((path) => path === pathname))
      return undefined;
    if (!may('activity.view')) return forbidden();
    if (pathname === activity.people) {
      const people = db.team.accounts
        .map((account) => ({ id: account.id, name: account.full_name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return answer<ActivityPeople>({ status: 'success', data: people });
    }
    const rows = filtered(db.activity, query);
    if (pathname === activity.list) return pageReply(rows, query);
    const lines = rows.map((row) => [row.at, row.who, row.what, row.details]);
    return { status: 200, blob: csvBlob([['When', 'Who', 'What', 'Details'], ...lines]) };
  };
}
