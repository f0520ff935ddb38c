import { BLOOD_GROUPS } from '../../domain';
import type { Staff, StaffAdded, StaffListReply, StaffReply } from '../../types';
import { moveToDeleted, type DeletedDb } from './deleted';
import type { Reply } from './fetch-stub';
import { answer, listReply, nextId, notFound } from './paging';

export type SentForm = Record<string, string | File>;

const text = (value: string | File | undefined) => (typeof value === 'string' ? value : '');
const bloodGroup = (value: string | File | undefined) =>
  BLOOD_GROUPS.find((group) => group === value) ?? 'A+';

/** A trainer from the form: add names the fields name/phone, edit user/phone_number (as the API reads them). */
const fromForm = (id: number, form: SentForm, previous?: Staff): Staff => ({
  id,
  user: text(form.name ?? form.user),
  phone_number: text(form.phone ?? form.phone_number),
  email: text(form.email),
  location: text(form.location),
  trainer_or_staff: form.trainer_or_staff === 'Staff' ? 'Staff' : 'Trainer',
  age: form.age ? Number(form.age) : null,
  weight: form.weight ? Number(form.weight) : null,
  blood_group: bloodGroup(form.blood_group),
  profile_picture: form.profile_picture
    ? `/members/trainer_staff_picture/${id}?v=new`
    : (previous?.profile_picture ?? null),
});

export function staffRoutes(db: DeletedDb) {
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === '/members/view_all_trainers_staff' && method === 'GET') {
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
    if (pathname === '/members/add_trainer_staff' && method === 'POST') {
      const added = fromForm(nextId(db.staff), form);
      db.staff = [...db.staff, added];
      return answer<StaffAdded>(
        { status: 'success', message: 'Trainer/Staff added successfully!', id: added.id },
        201,
      );
    }
    const match = /^\/members\/(?:view_single|edit|delete)_trainer_staff\/(\d+)$/.exec(pathname);
    if (!match) return undefined;
    const found = db.staff.find((s) => s.id === Number(match[1]));
    if (!found) return notFound('Trainer not found');
    if (method === 'GET')
      return answer<StaffReply>({
        status: 'success',
        message: 'Trainer/Staff details loaded.',
        data: found,
      });
    if (method === 'POST') {
      const saved = fromForm(found.id, form, found);
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
