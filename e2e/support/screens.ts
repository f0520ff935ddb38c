import { expect, type Page } from '@playwright/test';
import { addMember, addPlan, uniquePhone } from './seed';
import { unique } from './session';

export interface Screen {
  url: string;
  /** The section's name as the top bar and the sidebar show it. */
  section: string;
}

/**
 * Every signed-in screen of the composed app, with the records its detail and edit screens need
 * created through the API first (a plan, a member who owes on it, a trainer, an enquiry, a class
 * type with a weekly slot and next week's session).
 */
export async function everyScreen(page: Page): Promise<Screen[]> {
  const post = async (url: string, body: { data?: object; multipart?: Record<string, string> }) => {
    const response = await page.request.post(`/api${url}`, body);
    expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
    return response.json();
  };
  const planId = await addPlan(page, { price: 1200 });
  const phone = uniquePhone();
  const memberId = await addMember(page, {
    name: unique('Member'),
    plan: planId,
    fee: 1200,
    paid: 200,
  });
  const staffId: number = (
    await post('/members/add_trainer_staff', { multipart: { name: unique('Trainer'), phone } })
  ).id;
  const enquiryId: number = (
    await post('/enquiries/add_enquiry', { data: { name: unique('Caller'), phone } })
  ).enquiry.id;
  const classTypeId: number = (
    await post('/classes/types', {
      data: { name: unique('Class'), duration_minutes: 60, capacity: 10 },
    })
  ).class_type.id;
  const slotId: number = (
    await post('/classes/slots', {
      data: { class_type_id: classTypeId, weekday: 3, start_time: '07:00' },
    })
  ).slot.id;
  // Next week's session of that slot, made by reading its week.
  const thisWeek = await (await page.request.get('/api/classes/week')).json();
  const nextMonday = new Date(`${thisWeek.week}T00:00:00Z`);
  nextMonday.setUTCDate(nextMonday.getUTCDate() + 7);
  const nextWeek = await (
    await page.request.get(`/api/classes/week?week=${nextMonday.toISOString().slice(0, 10)}`)
  ).json();
  const sessionId: number = nextWeek.sessions.find(
    (session: { class_type_id: number }) => session.class_type_id === classTypeId,
  ).id;

  return [
    { url: '/dashboard', section: 'Dashboard' },
    { url: '/users', section: 'Members' },
    { url: '/users/add', section: 'Members' },
    { url: '/users/import', section: 'Members' },
    { url: '/users/imports', section: 'Members' },
    { url: `/users/${memberId}/edit`, section: 'Members' },
    { url: '/attendance', section: 'Attendance' },
    { url: '/enquiries', section: 'Enquiries' },
    { url: '/enquiries/add', section: 'Enquiries' },
    { url: `/enquiries/${enquiryId}/edit`, section: 'Enquiries' },
    { url: '/view/staffs', section: 'Trainers & Staffs' },
    { url: '/add/staffs', section: 'Trainers & Staffs' },
    { url: `/staff/${staffId}`, section: 'Trainers & Staffs' },
    { url: `/edit_trainer_staff/${staffId}`, section: 'Trainers & Staffs' },
    { url: '/plans', section: 'Plans' },
    { url: '/plans/add', section: 'Plans' },
    { url: `/plans/${planId}/edit`, section: 'Plans' },
    { url: '/invoice', section: 'Invoice' },
    { url: '/invoice/day', section: 'Day close' },
    { url: '/pending', section: 'Pending' },
    { url: `/pending/${memberId}/edit`, section: 'Pending' },
    { url: '/expired', section: 'Expired' },
    { url: '/classes', section: 'Classes' },
    { url: `/classes/sessions/${sessionId}`, section: 'Classes' },
    { url: '/classes/types', section: 'Classes' },
    { url: '/classes/types/add', section: 'Classes' },
    { url: `/classes/types/${classTypeId}/edit`, section: 'Classes' },
    { url: '/classes/timetable', section: 'Classes' },
    { url: '/classes/timetable/add', section: 'Classes' },
    { url: `/classes/timetable/${slotId}/edit`, section: 'Classes' },
    { url: '/classes/settings', section: 'Classes' },
    { url: '/team', section: 'Team' },
    { url: '/team/new', section: 'Team' },
    { url: '/team/roles', section: 'Team' },
    { url: '/team/roles/new', section: 'Team' },
    { url: '/team/roles/1', section: 'Team' },
    { url: '/activity', section: 'Activity' },
    { url: '/deleted', section: 'Deleted items' },
    { url: '/settings', section: 'Settings' },
    { url: '/settings/branches', section: 'Settings' },
  ];
}

/** Waits until the screen has drawn its heading and nothing on it is still loading. */
export async function screenSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}
