import { defineResource, type Staff } from '@spotter/shared';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** A trainer's fields go by two names (user or name, phone_number or phone): accept both. */
export function toStaff(raw: Record<string, unknown>): Staff {
  return {
    id: Number(raw.id),
    user: text(raw.user ?? raw.name),
    phone_number: text(raw.phone_number ?? raw.phone),
    email: text(raw.email),
    location: text(raw.location),
    // A missing role reads as Trainer.
    trainer_or_staff: raw.trainer_or_staff === 'Staff' ? 'Staff' : 'Trainer',
    age: numberOrNull(raw.age),
    weight: numberOrNull(raw.weight),
    blood_group: text(raw.blood_group),
    profile_picture: typeof raw.profile_picture === 'string' && raw.profile_picture ? raw.profile_picture : null,
  };
}

/** Ids are positive whole numbers: anything else cannot name a trainer, so it is not asked for. */
export const isStaffId = (id: string | undefined): id is string => !!id && /^[1-9]\d*$/.test(id);

/** Trainers and staff; the plain list and one trainer come as `{ status, data }`, writes are multipart. */
export const staffResource = defineResource<Staff>({
  list: '/members/view_all_trainers_staff',
  plain: (body) => (Array.isArray(body) ? body : (body as { data?: unknown }).data),
  row: toStaff,
  rowId: (staff) => staff.id,
  one: (id) => `/members/view_single_trainer_staff/${id}`,
  readOne: (body) => {
    const data = (body as { data?: unknown } | undefined)?.data;
    return data && typeof data === 'object' ? toStaff(data as Record<string, unknown>) : undefined;
  },
  create: '/members/add_trainer_staff',
  update: (id) => `/members/edit_trainer_staff/${id}`,
  remove: (id) => `/members/delete_trainer_staff/${id}`,
});
