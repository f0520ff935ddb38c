import { paths } from '@spotter/api/paths';
import type {
  EnquiriesReply,
  Enquiry,
  EnquiryInput,
  EnquirySaved,
  Failed,
  Plan,
} from '../../core/types';
import { branchIdOf, type InBranch } from './branches';
import type { Reply } from './fetch-stub';
import { answer, listReply, nextId, notFound } from './paging';
import { moveToDeleted, type DeletedDb } from './deleted';
import { idRoute } from './route-ids';

export interface EnquiriesDb {
  enquiries: Enquiry[];
  plans: Plan[];
}

const today = () => new Date().toISOString().slice(0, 10);

/** The enquiry add and edit would save; the API checks the fields, the fake trusts the form (but names the plan). */
function saved(
  id: number,
  input: EnquiryInput,
  plans: Plan[],
  previous?: Enquiry,
): Enquiry & InBranch {
  const planId = input.plan_id ?? null;
  return {
    id,
    name: input.name.trim(),
    phone: input.phone.trim(),
    plan_id: planId,
    plan_name: plans.find((p) => p.id === planId)?.name ?? null,
    note: (input.note ?? '').trim(),
    enquiry_date: input.enquiry_date || today(),
    status: input.status ?? 'New',
    member_id: previous?.member_id ?? null,
    branch_id: branchIdOf(previous),
    source: input.source ?? null,
    follow_up_on: input.follow_up_on || null,
  };
}

// Newest first, as the API lists them.
const newestFirst = (rows: Enquiry[]) =>
  [...rows].sort((a, b) => b.enquiry_date.localeCompare(a.enquiry_date) || b.id - a.id);

/**
 * `add_member`'s `enquiry_id`, as the API treats it: the enquiry becomes Joined and names the
 * member, or the add is refused (400) before anything is written. Answers the refusal, or marks it.
 */
export function convertEnquiry(db: EnquiriesDb, enquiryId: string | undefined) {
  if (!enquiryId) return { refusal: undefined, join: () => {} };
  const found = db.enquiries.find((e) => String(e.id) === enquiryId);
  const refuse = (message: string) => ({
    refusal: answer<Failed>({ status: 'failed', message }, 400),
    join: () => {},
  });
  if (!found) return refuse(`Enquiry ${enquiryId} does not exist.`);
  if (found.status === 'Joined' || found.member_id !== null)
    return refuse('This enquiry has already joined: it cannot be converted again.');
  return {
    refusal: undefined,
    join: (memberId: number) => {
      db.enquiries = db.enquiries.map((e) =>
        e === found ? { ...e, status: 'Joined' as const, member_id: memberId } : e,
      );
    },
  };
}

export function enquiriesRoutes(db: EnquiriesDb & DeletedDb) {
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.enquiries.list && method === 'GET') {
      const plain = (enquiries: Enquiry[]) =>
        answer<EnquiriesReply>({ status: 'success', enquiries });
      return listReply(newestFirst(db.enquiries), search, plain, (e) => [e.name, e.phone]);
    }
    const input = body as EnquiryInput;
    if (pathname === paths.enquiries.add && method === 'POST') {
      const enquiry = saved(nextId(db.enquiries), input, db.plans);
      db.enquiries = [...db.enquiries, enquiry];
      return answer<EnquirySaved>(
        { status: 'success', message: 'Enquiry added successfully!', enquiry },
        201,
      );
    }
    const { one, edit, delete: remove } = paths.enquiries;
    const target = idRoute([one, edit, remove], pathname);
    if (!target) return undefined;
    const found = db.enquiries.find((e) => e.id === target.id);
    if (!found) return notFound(`Enquiry ${target.id} not found.`);
    if (method === 'GET') return answer<Enquiry>(found);
    if (method === 'POST') {
      const enquiry = saved(found.id, input, db.plans, found);
      db.enquiries = db.enquiries.map((e) => (e === found ? enquiry : e));
      return answer<EnquirySaved>({
        status: 'success',
        message: 'Enquiry updated successfully!',
        enquiry,
      });
    }
    return moveToDeleted(db, 'enquiries', found, found.name);
  };
}
