import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startSmtpServer, type TestSmtpServer } from '../api/src/testing/smtp-server';
import { gymDay } from './support/database';
import { addMember, addPlan, uniquePhone } from './support/seed';
import { signIn, unique } from './support/session';

/*
 * Reminders (docs/product/reminders.md §25) through the composed app: the planner's tasks in the queue, the
 * WhatsApp link, Log outcome and its promise on Pending, a payment ending a dues task, and Send by
 * e-mail reaching a real SMTP server started here. The database is shared with the other journeys,
 * so each list is searched for this journey's own members.
 */

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function openQueue(page: Page, search: string) {
  // Exact: the dashboard's card and the bell name Reminders too.
  await page.getByRole('link', { name: 'Reminders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(search);
}

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => {
  await smtp.close();
});

test.beforeEach(async ({ page }) => signIn(page));

test.afterEach(async ({ page }) => {
  // The other journeys share the gym: its e-mail goes nowhere once this server is gone.
  const settings = await (await page.request.get('/api/reminders/settings')).json();
  const reset = await page.request.put('/api/reminders/settings', {
    data: {
      rules: settings.rules.map(({ kind, days, template }: Record<string, unknown>) => ({
        kind,
        days,
        template,
      })),
      upi_id: '',
      smtp: { host: '', port: null, user: '', password: '', from: '' },
    },
  });
  expect(reset.ok()).toBe(true);
});

test('the desk works the day’s reminders: WhatsApp, a promise on Pending, a payment, and e-mail', async ({
  page,
}) => {
  const tag = unique('Remind');
  const plan = await addPlan(page, { price: 3000, days: 30 });
  // Expires in 3 days (joined 27 days ago on a 30-day plan), owes nothing.
  const expiring = `${tag} Expiring`;
  const expiringPhone = uniquePhone();
  await addMember(page, {
    name: expiring,
    plan,
    fee: 3000,
    paid: 3000,
    phone: expiringPhone,
    joining: gymDay(-27).iso,
  });
  // Owes ₹2,500 since a week ago: the dues reminder (every 7 days) falls due today.
  const owing = `${tag} Owing`;
  const owingPhone = uniquePhone();
  await addMember(page, {
    name: owing,
    plan,
    fee: 3000,
    paid: 500,
    phone: owingPhone,
    joining: gymDay(-7).iso,
  });
  // Owes ₹1,000 since a week ago, and pays at the desk.
  const payer = `${tag} Payer`;
  await addMember(page, { name: payer, plan, fee: 3000, paid: 2000, joining: gymDay(-7).iso });
  // Owes since a week ago and has an e-mail address.
  const emailed = `${tag} Emailed`;
  const address = `${tag.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`;
  await addMember(page, {
    name: emailed,
    plan,
    fee: 3000,
    paid: 0,
    email: address,
    joining: gymDay(-7).iso,
  });
  // Owes too, but asked for no reminders.
  const optedOut = `${tag} Quiet`;
  await addMember(page, {
    name: optedOut,
    plan,
    fee: 3000,
    paid: 0,
    joining: gymDay(-7).iso,
    noReminders: true,
  });

  await page.goto('/dashboard');
  await openQueue(page, tag);
  await expect(tab(page, /^Due today/)).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, expiring)).toContainText('Expires in 3 days');
  await expect(rowOf(page, owing)).toContainText('Owes ₹2,500 for 7 days');
  await expect(rowOf(page, payer)).toContainText('Owes ₹1,000 for 7 days');
  await expect(rowOf(page, emailed)).toContainText('Owes ₹3,000 for 7 days');
  await expect(rowOf(page, optedOut)).toHaveCount(0);

  // WhatsApp opens a chat with the member's number in international form and the message typed in.
  const whatsapp = new URL(
    (await rowOf(page, owing).getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!,
  );
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/91${owingPhone}`);
  const message = whatsapp.searchParams.get('text')!;
  expect(message).toContain(owing);
  expect(message).toContain('₹2,500');
  await expect(rowOf(page, owing).getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    `tel:${owingPhone}`,
  );
  const expiryChat = new URL(
    (await rowOf(page, expiring).getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!,
  );
  expect(expiryChat.pathname).toBe(`/91${expiringPhone}`);
  expect(expiryChat.searchParams.get('text')).toContain(gymDay(3).words);

  // A promise to pay in two days: the task is done, and Pending shows the promise.
  const promised = gymDay(2);
  await rowOf(page, owing).getByRole('button', { name: 'Log outcome' }).click();
  const dialog = page.getByRole('dialog', { name: `Log outcome for ${owing}` });
  await dialog.getByRole('radio', { name: 'Promised to pay' }).check();
  await dialog.getByLabel('Promised date').fill(promised.iso);
  await dialog.getByLabel('Note').fill('Pays on Friday');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Promised to pay: logged for ${owing}.` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, owing)).toHaveCount(0);
  await tab(page, /^Done/).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(owing);
  await expect(rowOf(page, owing)).toContainText('Promised to pay');

  await page.getByRole('link', { name: 'Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(owing);
  await expect(rowOf(page, owing)).toContainText(`Promised ${promised.words}`);

  // The member's page remembers the contact.
  await rowOf(page, owing)
    .getByRole('button', { name: `Actions for ${owing}` })
    .click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('row').filter({ hasText: 'Pays on Friday' })).toContainText(
    'Promised to pay',
  );

  // A payment ends the payer's dues reminder.
  await page.getByRole('link', { name: 'Pending' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(payer);
  await rowOf(page, payer)
    .getByRole('button', { name: `Actions for ${payer}` })
    .click();
  await page.getByRole('menuitem', { name: 'Take payment' }).click();
  await page
    .getByRole('dialog', { name: `Take payment from ${payer}` })
    .getByRole('button', { name: 'Take payment' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `received from ${payer}` }),
  ).toBeVisible();
  await openQueue(page, tag);
  await expect(rowOf(page, emailed)).toBeVisible();
  await expect(rowOf(page, payer)).toHaveCount(0);

  // E-mail through the local SMTP server, set up in Settings → Reminders.
  await page.goto('/settings/reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder settings' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Host' }).fill(smtp.host);
  await page.getByRole('spinbutton', { name: 'Port' }).fill(String(smtp.port));
  await page.getByRole('textbox', { name: 'Sender' }).fill('desk@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reminder settings saved.' }),
  ).toBeVisible();

  await openQueue(page, tag);
  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  // The answer stays beside the button: how many went, and who was not reached.
  await expect(page.getByRole('paragraph').filter({ hasText: /^Sent \d+ e-mails?/ })).toBeVisible();
  const mail = smtp.received.find((received) => received.to.includes(address));
  expect(mail?.text).toContain(emailed);
  expect(mail?.text).toContain('₹3,000');
  await expect(rowOf(page, expiring)).toBeVisible();
  await expect(rowOf(page, emailed)).toHaveCount(0);
  await tab(page, /^Done/).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(tag);
  await expect(rowOf(page, emailed)).toContainText('Sent reminder');
});
