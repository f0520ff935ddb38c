import { paths } from '@spotter/api/paths';
import { buildUrl, configureClient } from './core/api/client';
import { readBranchParam, setActiveBranch } from './core/branches/active-branch';
import { fillFirstRequest, firstRequestProblem, localDay, pageBranch } from './first-request.mjs';

const MEMBERS = `${paths.members.list}?page={page=1}&page_size={pageSize=5|10|25}&q={q}&sort={sort}&status={status}`;

describe("a page's first request, filled from its URL", () => {
  it('takes the defaults and leaves out what is empty', () => {
    expect(fillFirstRequest(MEMBERS, '')).toBe(`${paths.members.list}?page=1&page_size=5`);
    expect(fillFirstRequest(MEMBERS, '?q=&sort=&status=')).toBe(
      `${paths.members.list}?page=1&page_size=5`,
    );
  });

  it("takes the URL's values, in the template's order, whatever their order in the URL", () => {
    expect(fillFirstRequest(MEMBERS, '?status=Active&q=ann&page=2&pageSize=10&sort=-name')).toBe(
      `${paths.members.list}?page=2&page_size=10&q=ann&sort=-name&status=Active`,
    );
  });

  it('encodes values as URLSearchParams does, after trimming them', () => {
    expect(fillFirstRequest(MEMBERS, '?q=%20ann%20b%26c%20')).toBe(
      `${paths.members.list}?page=1&page_size=5&q=ann+b%26c`,
    );
    expect(fillFirstRequest(MEMBERS, '?q=Ren%C3%A9e')).toBe(
      `${paths.members.list}?page=1&page_size=5&q=Ren%C3%A9e`,
    );
  });

  it('reads a value a placeholder does not allow as its default', () => {
    expect(fillFirstRequest(MEMBERS, '?page=0&pageSize=7')).toBe(
      `${paths.members.list}?page=1&page_size=5`,
    );
    expect(fillFirstRequest(MEMBERS, '?page=abc&pageSize=25')).toBe(
      `${paths.members.list}?page=1&page_size=25`,
    );
    expect(fillFirstRequest(MEMBERS, '?page=02')).toBe(`${paths.members.list}?page=2&page_size=5`);
  });

  it("ignores the URL's parameters the template does not name, and keeps its fixed values", () => {
    expect(
      fillFirstRequest(
        `${paths.reminders.queue}?tab={tab=due|upcoming|done}&kind=all`,
        '?x=1&tab=done',
      ),
    ).toBe(`${paths.reminders.queue}?tab=done&kind=all`);
    expect(fillFirstRequest(paths.staff.list, '?page=2')).toBe(paths.staff.list);
  });

  it('fills $today with the given day, or a day the URL names', () => {
    const records = `${paths.attendance.records}?day={day=$today}&page={page=1}`;
    expect(fillFirstRequest(records, '', { today: '2026-11-26' })).toBe(
      `${paths.attendance.records}?day=2026-11-26&page=1`,
    );
    expect(fillFirstRequest(records, '?day=2026-01-02', { today: '2026-11-26' })).toBe(
      `${paths.attendance.records}?day=2026-01-02&page=1`,
    );
    expect(fillFirstRequest(records, '?day=yesterday', { today: '2026-11-26' })).toBe(
      `${paths.attendance.records}?day=2026-11-26&page=1`,
    );
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('a first request template', () => {
  it.each([
    MEMBERS,
    paths.staff.list,
    `${paths.attendance.records}?day={day=$today}&page={page=1}`,
  ])('%s is well formed', (template) => {
    expect(firstRequestProblem(template)).toBeUndefined();
  });

  it.each([
    [42, 'must be text'],
    ['members/view_members', 'must start with the path'],
    ['/members/{id}', 'must start with the path'],
    ['/members?page', 'query part "page" that is not name=value'],
    ['/members?q=a{q}', 'q: a value is text, or one placeholder'],
    ['/members?q={q', 'q: a value is text, or one placeholder'],
    ['/members?day={day=$now}', 'day: $today is the only computed default'],
  ])('%s is refused: %s', (template, problem) => {
    expect(firstRequestProblem(template)).toContain(problem);
  });
});

describe("a page's first request on a page that names a branch (docs/product/branches.md §26)", () => {
  const TEMPLATES = [
    MEMBERS,
    paths.dashboard.summary,
    `${paths.reminders.queue}?tab={tab=due|upcoming|done}`,
  ];

  it('names the same branch, last, or none when the page names none or junk', () => {
    expect(fillFirstRequest(MEMBERS, '?branch=2&q=ann')).toBe(
      `${paths.members.list}?page=1&page_size=5&q=ann&branch=2`,
    );
    expect(fillFirstRequest(paths.dashboard.summary, '?branch=all')).toBe(
      `${paths.dashboard.summary}?branch=all`,
    );
    for (const junk of ['', '?branch=', '?branch=0', '?branch=ALL', '?branch=02', '?branch=x'])
      expect(fillFirstRequest(paths.dashboard.summary, junk)).toBe(paths.dashboard.summary);
    expect(pageBranch('?page=2&branch=12')).toBe('12');
    expect(pageBranch('?branch=-1')).toBeUndefined();
  });

  // What the host's server preloads is what the fetch client asks once the tab has started from
  // the page's URL: the kit's key (its template filled without the branch), with buildUrl's branch.
  it.each(['?branch=2', '?q=ann&branch=all&page=3', '?branch=17&tab=done'])(
    'is the very URL the client fetches on a page at %s',
    (search) => {
      configureClient({ baseUrl: '/api' });
      setActiveBranch(readBranchParam(new URLSearchParams(search).get('branch')));
      const withoutBranch = search.replace(/branch=[^&]*&?/, '');
      for (const template of TEMPLATES)
        expect(buildUrl(fillFirstRequest(template, withoutBranch))).toBe(
          `/api${fillFirstRequest(template, search)}`,
        );
    },
  );
});
