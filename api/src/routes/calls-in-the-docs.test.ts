import fs from 'node:fs';
import path from 'node:path';
import { withRouteTable } from '../testing/route-table';
import { createTestApp } from '../testing/test-app';

/**
 * The calls docs/product names (`METHOD /path`, its parameters in braces) against the routes the
 * app declares (docs/architecture.md, "A route is one declaration"): each call the docs name is a
 * route, and each route but the reference's and the HEADs Fastify adds is named in the docs.
 */
const PRODUCT_DOCS = path.resolve(__dirname, '../../../docs/product');
const CALL = /`((?:GET|POST|PUT|DELETE|HEAD)\s+\/(?:[^`?\s{]|\{[^}]*\})*)/g;

/**
 * A call with its parameters unnamed, as both spellings agree (`:id`, `{member_id}`, `{invoice
 * number}`), and without a trailing slash: the invoices' PDFs answer with and without one.
 */
const shapeOf = (call: string) =>
  call
    .replace(/\s+/g, ' ')
    .replace(/\{[^}]*\}|:\w+/g, ':param')
    .replace(/(.)\/$/, '$1');

function callsInTheDocs() {
  const named = new Map<string, string>();
  for (const file of fs.readdirSync(PRODUCT_DOCS).filter((name) => name.endsWith('.md')))
    for (const [, call] of fs.readFileSync(path.join(PRODUCT_DOCS, file), 'utf8').matchAll(CALL))
      named.set(shapeOf(call!), `${call} (docs/product/${file})`);
  return named;
}

describe('the calls the docs name', () => {
  it('are the routes the app declares, every one', async () => {
    // On SQLite, whatever the suite runs on: its app has every route (PostgreSQL's has no Back up
    // now, its provider making the backups).
    const { built, routes } = await withRouteTable(() => createTestApp({ databaseUrl: undefined }));
    await built.close();
    const declared = new Set(routes.map((route) => shapeOf(route.key)));
    const named = callsInTheDocs();
    expect([...named].filter(([shape]) => !declared.has(shape)).map(([, where]) => where)).toEqual(
      [],
    );
    const documented = routes.filter(
      ({ method, url }) => method !== 'HEAD' && !url.startsWith('/reference'),
    );
    expect(documented.filter(({ key }) => !named.has(shapeOf(key))).map(({ key }) => key)).toEqual(
      [],
    );
  });
});
