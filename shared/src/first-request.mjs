/**
 * A page's first API request (SectionDeclaration.firstRequests in contract.ts), written as a
 * template and filled from the page's URL. Plain JavaScript with no imports, so that the host's
 * server (plain Node), the build's declaration check and the sections' tests run this same code.
 *
 * A template is the request's path and query, relative to the API base:
 * `/members/view_members?page={page=1}&page_size={pageSize=5|10|25}&q={q}`. A query value is
 * text as it is, or one placeholder naming a query parameter of the page's URL:
 * - `{q}`: its value, trimmed (as the kit trims a search); left out of the request when empty;
 * - `{page=1}`: a default when it is missing; a whole-number default takes whole numbers ≥ 1 only;
 * - `{pageSize=5|10|25}`: only these values, the first one by default;
 * - `{day=$today}`: a calendar day (YYYY-MM-DD), today's by default.
 * The filled query is written the way URLSearchParams writes it, as the kit's requests are. When
 * the page's URL names a branch (`branch=2`, `branch=all`: docs/product/branches.md §26), the request
 * names it too, last, as the fetch client adds it to every call (buildUrl in api/client.ts).
 */

const PLACEHOLDER = /^\{([A-Za-z_]\w*)(?:=([^{}]*))?\}$/;
const NAME = /^[A-Za-z_][\w-]*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^[1-9]\d*$/;
// What readBranchParam (branches/active-branch.ts) takes for a branch: its id, or all of them.
const BRANCH = /^(?:all|[1-9]\d{0,9})$/;

/** The template's path and its query pairs, each [name, text or placeholder]. */
function parse(template) {
  const [path, query = ''] = template.split(/\?(.*)/s);
  const pairs = query ? query.split('&').map((pair) => pair.split(/=(.*)/s)) : [];
  return { path, pairs };
}

/** What is wrong with a template, as a sentence; undefined when it is well formed. */
export function firstRequestProblem(template) {
  if (typeof template !== 'string') return 'must be text';
  const { path, pairs } = parse(template);
  if (!path.startsWith('/') || /[{}#\s]/.test(path))
    return 'must start with the path, from /, without placeholders';
  for (const [name, value] of pairs) {
    if (!NAME.test(name) || value === undefined)
      return `has a query part "${name}" that is not name=value`;
    if (!/[{}]/.test(value)) continue;
    const placeholder = PLACEHOLDER.exec(value);
    if (!placeholder)
      return `${name}: a value is text, or one placeholder like {q}, {page=1}, {size=5|10}, {day=$today}`;
    const fallback = placeholder[2];
    if (fallback?.startsWith('$') && fallback !== '$today')
      return `${name}: $today is the only computed default`;
  }
  return undefined;
}

/** The value of one placeholder for the page's query `params` ('' leaves the parameter out). */
function valueOf([, name, fallback], params, today) {
  const given = (params.get(name) ?? '').trim();
  if (fallback === undefined) return given;
  if (fallback === '$today') return DAY.test(given) ? given : today;
  if (fallback.includes('|')) {
    const choices = fallback.split('|');
    return choices.includes(given) ? given : choices[0];
  }
  if (WHOLE.test(fallback))
    return Number.isInteger(Number(given)) && Number(given) >= 1 ? String(Number(given)) : fallback;
  return given || fallback;
}

/**
 * The request `template` stands for on a page whose URL query is `search` ('?page=2&q=ann').
 * `today` is the calendar day `$today` stands for (YYYY-MM-DD; by default this machine's).
 */
export function fillFirstRequest(template, search = '', { today = localDay() } = {}) {
  const params = new URLSearchParams(search);
  const { path, pairs } = parse(template);
  const query = new URLSearchParams();
  for (const [name, text] of pairs) {
    const placeholder = PLACEHOLDER.exec(text);
    const value = placeholder ? valueOf(placeholder, params, today) : text;
    if (value) query.append(name, value);
  }
  const branch = pageBranch(search);
  if (branch) query.append('branch', branch);
  const filled = query.toString();
  return filled ? `${path}?${filled}` : path;
}

/** The branch the page's query `search` names (`?branch=2`), as its text; undefined for none. */
export function pageBranch(search = '') {
  const value = new URLSearchParams(search).get('branch');
  return value !== null && BRANCH.test(value) ? value : undefined;
}

/** This machine's calendar day, YYYY-MM-DD. */
export function localDay(now = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
