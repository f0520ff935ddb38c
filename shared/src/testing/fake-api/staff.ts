import { paths, pathTo } from '@spotter/api/paths';
import { BLOOD_GROUPS } from '../../core/domain';
import type { Staff, StaffAdded, StaffListReply, StaffReply } from '../../core/types';
import { firstBranchId, unknownBranch, type BranchesDb } from './branches';
import { moveToDeleted, type DeletedDb } from './deleted';
import type { Reply } from './fetch-stub';
import { answer, listReply, nextId, notFound } from './paging';
import { idRoute } from './route-ids';

export type SentForm = Record<string, string | File>;

const text = (value: string | File | undefined) => (typeof value === 'string' ? value : '');
const bloodGroup = (value: string | File | undefined) =>
  BLOOD_GROUPS.find((group) => group === value) ?? 'A+';

/**
 * A trainer from the form: the typed fields (`StaffInput`), as multipart text. A form naming no
 * branch keeps the trainer's, or gives a new one the first branch.
 */
const fromForm = (id: number, form: SentForm, db: BranchesDb, previous?: Staff): Staff => ({
  id,
  user: text(form.name),
  phone_number: text(form.phone),
  email: text(form.email),
  location: text(form.location),
  trainer_or_staff: form.role === 'Staff' ? 'Staff' : 'Trainer',
  age: form.age ? Number(form.age) : null,
  weight: form.weight ? Number(form.weight) : null,
  blood_group: bloodGroup(form.blood_group),
  profile_picture: form.profile_picture
    ? `${pathTo(paths.staff.picture, { id })}?v=new`
    : (previous?.profile_picture ?? null),
  branch_id: form.branch_id ? Number(form.branch_id) : (previous?.branch_id ?? firstBranchId(db)),
});

export function staffRoutes(db: DeletedDb & BranchesDb) {
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.staff.list && method === 'GET') {
      const searched = (s: Staff) => [
        s.user,
        s.trainer_or_staff,
        s.location,
        s.phone_number,
        s.email,
      ];
      const plain = (data: Staff[]) => answer<StaffListReply>({ status: 'success', data });
      return listReply(db.staff, search, plain, searched);
    }
    const form = (body ?? {}) as SentForm;
    const refusal = method === 'POST' ? unknownBranch(db, text(form.branch_id)) : undefined;
    if (pathname === paths.staff.add && method === 'POST') {
      if (refusal) return refusal;
      const added = fromForm(nextId(db.staff), form, db);
      db.staff = [...db.staff, added];
      return answer<StaffAdded>(
        { status: 'success', message: 'Trainer/Staff added successfully!', id: added.id },
        201,
      );
    }
    const target = idRoute([paths.staff.one, paths.staff.edit, paths.staff.delete], pathname);
    if (!target) return undefined;
    const found = db.staff.find((s) => s.id === target.id);
    if (!found) return notFound('Trainer not found');
    if (method === 'GET')
      return answer<StaffReply>({
        status: 'success',
        message: 'Trainer/Staff details loaded.',
        data: found,
      });
    if (method === 'POST') {
      if (refusal) return refusal;
      const saved = fromForm(found.id, form, db, found);
      db.staff = db.staff.map((s) => (s === found ? saved : s));
      return answer<StaffReply>({
        status: 'success',
        message: 'Trainer/Staff updated successfully!',
        data: saved,
      });
    }
    return moveToDeleted(db, 'staff', found, found.user);
  };
}
