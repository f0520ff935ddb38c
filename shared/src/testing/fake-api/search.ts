import { paths } from '@spotter/api/paths';
import type { Plan, SearchResults, Staff } from '../../core/types';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { shownStatus } from './members';
import { answer } from './paging';

const LIMIT = 5;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** `GET /search?q=` as the API answers it: up to five of each kind whose name holds the keyword. */
export function searchRoutes(db: { members: FakeMember[]; staff: Staff[]; plans: Plan[] }) {
  return (method: string, pathname: string, search: string): Reply | undefined => {
    if (pathname !== paths.search.find || method !== 'GET') return undefined;
    const q = (new URLSearchParams(search).get('q') ?? '').trim().toLowerCase();
    const has = (name: string) => name.toLowerCase().includes(q);
    return answer<SearchResults>({
      status: 'success',
      members: db.members
        .filter((m) => has(m.name))
        .sort((a, b) => b.id - a.id)
        .slice(0, LIMIT)
        .map((m) => ({
          id: m.id,
          name: m.name,
          phone: m.phone,
          status: shownStatus(m),
          home_branch_id: m.home_branch_id,
        })),
      staff: db.staff
        .map((s) => ({ id: s.id, name: s.user, role: s.trainer_or_staff }))
        .filter((s) => has(s.name))
        .sort(byName)
        .slice(0, LIMIT),
      plans: db.plans
        .filter((p) => has(p.name))
        .sort(byName)
        .slice(0, LIMIT)
        .map(({ id, name, duration_days }) => ({ id, name, duration_days })),
      // The sections' own kinds (class types) are searched on the real API (in-process).
      more: {},
    });
  };
}
