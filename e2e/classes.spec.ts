import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addMember, addPlan } from './support/seed';
import { pickMember } from './support/check-in';
import { frontDesk } from './support/front-desk';
import { signIn, unique } from './support/session';
import { clockIn } from '../api/src/domain/class-times';

/** The gym's time zone, the default: classes are set on its clock. */
const GYM_ZONE = 'Asia/Kolkata';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const said = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Picks `name` in Book a member, by the keyboard, and books them. */
async function book(page: Page, name: string) {
  await pickMember(page, name, 'Member to book');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
}

test('the Owner adds a class type and a weekly slot for 2; the desk books three (the third waitlisted), cancels one, and the waitlisted member is Booked; the Owner cancels the session, and Reminders lists its members', async ({
  page,
  browser,
}) => {
  const className = unique('Yoga');
  const [asha, ravi, meena] = [unique('Asha'), unique('Ravi'), unique('Meena')];
  await signIn(page, '/dashboard');
  const plan = await addPlan(page, { days: 365, price: 1200 });
  for (const name of [asha, ravi, meena])
    await addMember(page, { name, plan, fee: 1200, paid: 1200 });

  // The Owner adds the class type…
  await nav(page).getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Class types' }).click();
  await page.getByRole('link', { name: 'Add class type' }).click();
  await page.getByLabel('Name').fill(className);
  await page.getByLabel('Duration (minutes)').fill('60');
  await page.getByLabel('Capacity').fill('10');
  await page.getByLabel('Description').fill('All levels');
  await page.getByRole('button', { name: 'Add class type' }).click();
  await expect(said(page, 'Class type added.')).toBeVisible();
  await expect(rowOf(page, className)).toContainText('60');

  // The top bar's search finds it, in the section's own group, and opens it.
  await page.getByRole('combobox', { name: 'Search' }).fill(className);
  await page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('group', { name: 'Class types' })
    .getByRole('option', { name: new RegExp(className) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit class type' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(className);

  // …and a weekly slot for two, on Wednesdays at 07:00.
  await page.goto('/classes/timetable');
  await page.getByRole('link', { name: 'Add slot' }).click();
  await expect(page.getByRole('option', { name: className })).toBeAttached();
  await page.getByLabel('Class type').selectOption({ label: className });
  await page.getByLabel('Day').selectOption({ label: 'Wednesday' });
  await page.getByLabel('Start time').fill('07:00');
  await page.getByLabel('Capacity').fill('2');
  await page.getByRole('button', { name: 'Add slot' }).click();
  await expect(said(page, 'Slot added to the timetable.')).toBeVisible();
  await expect(rowOf(page, className)).toContainText('Wednesday');

  // The desk opens next week's session from the week.
  const desk = await frontDesk(page, browser, unique('Class Desk'));
  await nav(desk).getByRole('link', { name: 'Classes' }).click();
  await expect(desk.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Class types' })).toHaveCount(0);
  await desk.getByRole('button', { name: 'Next week' }).click();
  const session = desk.getByRole('link', { name: new RegExp(className) });
  await expect(session).toContainText('0 of 2');
  await session.click();
  await expect(desk.getByRole('heading', { name: className, level: 1 })).toBeVisible();

  // Two are booked; the third is number 1 on the waitlist.
  await book(desk, asha);
  await expect(
    said(desk, new RegExp(`^${asha} is booked for ${className} on Wednesday, `)),
  ).toBeVisible();
  await book(desk, ravi);
  await expect(said(desk, `${ravi} is booked for ${className}`)).toBeVisible();
  await book(desk, meena);
  await expect(
    said(desk, `This class is full. ${meena} is number 1 on the waitlist.`),
  ).toBeVisible();
  const roster = desk.getByRole('table', { name: 'Roster' });
  await expect(rowOf(desk, asha)).toContainText('Booked');
  await expect(roster.getByRole('row')).toHaveCount(3);
  await expect(desk.getByRole('list', { name: 'Waitlist' })).toContainText(meena);

  // One cancels: the waitlisted member takes the place.
  await rowOf(desk, asha)
    .getByRole('button', { name: `Actions for ${asha}` })
    .click();
  await desk.getByRole('menuitem', { name: 'Cancel booking' }).click();
  await expect(said(desk, `${asha}'s booking is cancelled. ${meena} is now booked.`)).toBeVisible();
  await expect(rowOf(desk, asha)).toContainText('Cancelled');
  await expect(rowOf(desk, meena)).toContainText('Booked');
  await expect(desk.getByText('Nobody is waiting.')).toBeVisible();

  // The week shows it full, with nobody waiting.
  await desk.getByRole('link', { name: 'Back to the week' }).click();
  await expect(desk.getByRole('link', { name: new RegExp(className) })).toContainText('2 of 2');
  await expect(desk.getByRole('link', { name: new RegExp(className) })).not.toContainText(
    'Waitlist',
  );
  const sessionUrl = await session.getAttribute('href');
  await desk.context().close();

  // The Owner cancels the session: Reminders has a task to tell each member who held a place.
  await page.goto(sessionUrl!);
  await page.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(said(page, 'Session cancelled. Reminders has 2 members to tell.')).toBeVisible();
  await expect(page.getByText('This class has been cancelled.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book a member' })).toHaveCount(0);
  for (const name of [ravi, meena]) {
    await page.goto(`/reminders?q=${encodeURIComponent(name)}`);
    await expect(rowOf(page, name)).toContainText(`Class cancelled: ${className}`);
    await expect(rowOf(page, name)).toHaveCount(1);
  }
});

/**
 * A class type `className` on a slot whose session starts about 20 minutes from now on the gym's
 * clock, added through the API (the screens' are the first journey's): its session, time and day.
 */
async function classStartingSoon(page: Page, className: string) {
  const soon = clockIn(GYM_ZONE, new Date(Date.now() + 20 * 60_000));
  const type = (
    await apiPost(page, '/classes/types', { name: className, duration_minutes: 45, capacity: 5 })
  ).class_type.id;
  await apiPost(page, '/classes/slots?branch=1', {
    class_type_id: type,
    weekday: soon.weekday,
    start_time: soon.time,
  });
  const week = await (await page.request.get(`/api/classes/week?branch=1&week=${soon.day}`)).json();
  const session = week.sessions.find(
    (one: { class_type_id: number }) => one.class_type_id === type,
  );
  return { session: session.id as number, time: soon.time, day: soon.day };
}

async function apiPost(page: Page, url: string, data: object) {
  const answer = await page.request.post(`/api${url}`, { data });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

test('a member booked for a class starting in 20 minutes is marked Attended when the desk checks them in', async ({
  page,
}) => {
  const className = unique('Spin');
  const rider = unique('Kiran');
  await signIn(page, '/dashboard');
  const plan = await addPlan(page, { days: 365, price: 1200 });
  const member = await addMember(page, { name: rider, plan, fee: 1200, paid: 1200 });
  // The member booked into a class starting about 20 minutes from now.
  const { session, time, day } = await classStartingSoon(page, className);
  await apiPost(page, `/classes/sessions/${session}/bookings?branch=1`, { member_id: member });

  // The desk checks the member in: the panel lists the class, and it is marked with the check-in.
  await nav(page).getByRole('link', { name: 'Attendance' }).click();
  await pickMember(page, rider);
  const classesToday = page.getByRole('list', { name: 'Classes today' });
  await expect(classesToday).toHaveText(`${className} ${time} Booked`);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(said(page, `${rider} checked in. Attended ${className} at ${time}.`)).toBeVisible();
  await expect(classesToday).toHaveText(`${className} ${time} Attended`);
  await page.goto(`/classes/sessions/${session}`);
  await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible();
  await expect(rowOf(page, rider)).toContainText('Attended');

  // The dashboard shows the class: its Classes today card names it (a class 20 minutes on is
  // tomorrow's in the day's last 20 minutes on the gym's clock, and today's card has not it).
  if (clockIn(GYM_ZONE).day !== day) return;
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  const today = page.getByRole('region', { name: 'Classes today' });
  await expect(today.getByRole('link', { name: `${time} ${className} 1 of 5` })).toHaveAttribute(
    'href',
    `/classes/sessions/${session}`,
  );
});

test('a plan set to No classes in the plans form refuses a booking', async ({ page }) => {
  const className = unique('Pilates');
  const walker = unique('Dev');
  await signIn(page, '/dashboard');
  const plan = await addPlan(page, { days: 365, price: 900 });
  await addMember(page, { name: walker, plan, fee: 900, paid: 900 });
  const { session } = await classStartingSoon(page, className);

  await page.goto(`/plans/${plan}/edit`);
  const classes = page.getByRole('group', { name: 'Classes' });
  await expect(classes.getByRole('radio', { name: 'All classes' })).toBeChecked();
  await classes.getByRole('radio', { name: 'No classes' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(said(page, 'Plan updated successfully!')).toBeVisible();

  await page.goto(`/classes/sessions/${session}`);
  await book(page, walker);
  await expect(page.getByText(`${walker}'s plan does not include ${className}.`)).toBeVisible();
});
