import {
  fakeToday,
  sampleMember,
  type FakeAttendance,
  type FakeMember,
} from '@spotter/shared/testing';

/** Days from today, as the fake and the API count them. */
export const inDays = (days: number) =>
  new Date(Date.parse(`${fakeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const asha = sampleMember(1, {
  name: 'Asha Verma',
  phone: '9812300001',
  expire_date: inDays(3),
  due_amount: 500,
});
export const ravi = sampleMember(2, {
  name: 'Ravi Rao',
  phone: '9812300002',
  expire_date: inDays(40),
  due_amount: 0,
});
export const larry = sampleMember(3, {
  name: 'Late Larry',
  phone: '9812300003',
  expire_date: inDays(-2),
  due_amount: 0,
});
export const members: FakeMember[] = [asha, ravi, larry];

/** A visit today (or `day`) that began at `hh:mm` local time. */
export const visit = (
  id: number,
  member: FakeMember,
  at: string,
  out: string | null = null,
  day = fakeToday(),
): FakeAttendance => {
  const instant = (hhmm: string) => new Date(`${day}T${hhmm}:00`).toISOString();
  return { id, member_id: member.id, day, check_in: instant(at), check_out: out && instant(out) };
};
