import http from 'node:http';
import { expect, test } from './support/test';
import { signIn, unique } from './support/session';
import { origin, PORTS } from './support/ports';
import { SHELL } from './support/tags';

// Another port of localhost is the same site as the app, so the SameSite=Lax session cookie goes
// with whatever a page there sends; the API must refuse it by its Origin. The page is served for
// real (not routed) so that Chromium treats it as the local page an attacker would run.
const OTHER_PORT = PORTS.otherSite;
let otherPage: http.Server;
let html = '';

test.beforeAll(async () => {
  otherPage = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(html),
  );
  await new Promise<void>((resolve) => otherPage.listen(OTHER_PORT, 'localhost', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => otherPage.close(() => resolve())));

test(
  'a page on another port of the same site cannot write with the admin’s session',
  { tag: SHELL },
  async ({ page }) => {
    await signIn(page);
    const byForm = unique('Forged by form');
    const byFetch = unique('Forged by fetch');
    html = `<!doctype html>
    <form method="post" enctype="multipart/form-data" action="${origin('host')}/api/members/add_plan">
      <input name="name" value="${byForm}"><input name="duration_days" value="30">
    </form>
    <script>
      const body = new FormData();
      body.append('name', '${byFetch}');
      body.append('duration_days', '30');
      fetch('${origin('host')}/api/members/add_plan', { method: 'POST', mode: 'no-cors', credentials: 'include', body })
        .finally(() => document.forms[0].submit());
    </script>`;

    // The form is submitted once the fetch has settled (its answer is unreadable to the page anyway).
    const formAnswer = page.waitForResponse(
      (r) => r.url().endsWith('/api/members/add_plan') && r.request().resourceType() === 'document',
    );
    await page.goto(`http://localhost:${OTHER_PORT}/`);
    expect((await formAnswer).status()).toBe(403);

    const plans = await (await page.request.get('/api/members/view_plans')).json();
    const names = plans.plans.map((p: { name: string }) => p.name);
    expect(names).not.toContain(byForm);
    expect(names).not.toContain(byFetch);
  },
);
