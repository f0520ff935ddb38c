import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../app';
import { SECRETS_KEY_FILE, secretsWith } from '../../lib/secrets';
import { REMINDER_MESSAGES } from '../../schemas/reminders';
import { expectReply } from '../../testing/expect-reply';
import { memberWithDueTask, sendMailTo } from '../../testing/reminders-client';
import { changedTables, tableFingerprints } from '../../testing/route-table';
import { useSignedInApp } from '../../testing/signed-in-app';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { login, type TestApp } from '../../testing/test-app';

const PASSWORD = 'p4ss-word';

/*
 * docs/security.md: the SMTP password is stored sealed with a key kept outside the database
 * (DATA_DIR/secrets.key), so the database or a backup alone does not give it away; reminders are
 * still sent signed in with it.
 */
describe('the SMTP password at rest', () => {
  const ctx = useSignedInApp({ gymName: 'Iron Temple' });
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    // It signs in only with the right password: a sent e-mail proves the password reached it.
    smtp = await startSmtpServer({ password: PASSWORD });
    const plan = await ctx.members.addPlan('Gold', 30, 1500);
    await memberWithDueTask(ctx, plan, 'dues', {
      name: 'Asha Verma',
      phone: '9812345678',
      email: 'asha@example.com',
    });
  });
  afterEach(() => smtp.close());

  const stored = async (app: TestApp = ctx.app) =>
    (await app.db.selectFrom('reminder_settings').select('smtp_password').executeTakeFirstOrThrow())
      .smtp_password;
  const email = (app: TestApp, cookie: string) =>
    app.inject({ method: 'POST', url: '/reminders/email', headers: { cookie } });
  /** Settings → Reminders saved with this server, and `password` (left out: the one kept). */
  const saveSmtp = async (password?: string) => {
    const { rules } = (await ctx.get('/reminders/settings')).json();
    const response = await ctx.send('PUT', '/reminders/settings', {
      rules: rules.map(({ kind, days, template }: Record<string, unknown>) => ({
        kind,
        days,
        template,
      })),
      upi_id: '',
      smtp: {
        host: smtp.host,
        port: smtp.port,
        user: 'desk',
        from: 'desk@example.com',
        ...(password === undefined ? {} : { password }),
      },
    });
    expect(response.statusCode).toBe(200);
  };

  it('is stored sealed, never in clear, with a key file beside the database, and signs in', async () => {
    await saveSmtp(PASSWORD);
    const sealed = await stored();
    expect(sealed).toMatch(/^sealed:v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain(PASSWORD);
    expect(fs.statSync(path.join(ctx.dataDir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect((await email(ctx.app, ctx.cookie)).json()).toMatchObject({ sent: 1, failed: [] });
    // Saved again without a password, the sealed one is kept as it was.
    await saveSmtp();
    expect(await stored()).toBe(sealed);
  });

  it('is sealed in place at the next start when an earlier version stored it in clear, and still signs in', async () => {
    await sendMailTo(ctx.app, smtp, 'desk', PASSWORD);
    expect(await stored()).toBe(PASSWORD);
    await ctx.app.close();
    const restarted = await buildApp(ctx.config);
    try {
      expect(await stored(restarted)).toMatch(/^sealed:v1:/);
      expect(restarted.secrets.open(await stored(restarted))).toBe(PASSWORD);
      const cookie = await login(restarted);
      expect((await email(restarted, cookie)).json()).toMatchObject({ sent: 1, failed: [] });
    } finally {
      await restarted.close();
    }
  });

  it('sealed with another key (a database restored without its key), sends nothing (409) until typed again', async () => {
    await sendMailTo(ctx.app, smtp, 'desk', secretsWith(randomBytes(32)).seal(PASSWORD));
    const before = await tableFingerprints(ctx.app);
    expectReply(await email(ctx.app, ctx.cookie), 409, {
      status: 'failed',
      message: REMINDER_MESSAGES.smtpPasswordUnreadable,
    });
    expect(changedTables(before, await tableFingerprints(ctx.app))).toEqual([]);
    expect(smtp.attempts()).toBe(0);
    await saveSmtp(PASSWORD);
    expect((await email(ctx.app, ctx.cookie)).json()).toMatchObject({ sent: 1, failed: [] });
  });
});
