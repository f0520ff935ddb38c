import fs from 'node:fs';
import type { RouteOptions } from 'fastify';
import { watchingRoutes } from '../testing/route-table';
import { createTestApp } from '../testing/test-app';
import { paramsOf, paths, pathTo, type ApiPath } from './paths';

const modulePaths: string[] = Object.values(paths).flatMap((group) => Object.values(group));

describe('the paths module (@spotter/api/paths)', () => {
  it('names exactly the paths the app registers, whatever their methods', async () => {
    const added: RouteOptions[] = [];
    // On SQLite, whatever the suite runs on: its app has every route (PostgreSQL's has no Back up now).
    const ctx = await watchingRoutes(
      () => createTestApp({ databaseUrl: undefined }),
      (route) => added.push(route),
    );
    await ctx.close();
    // The reference page and its OpenAPI document publish the contract; they are not part of it.
    const registered = new Set(
      added.filter((route) => !route.config?.publishesContract).map((route) => route.url),
    );
    const named = new Set(modulePaths);
    expect({
      routesMissingFromTheModule: [...registered].filter((url) => !named.has(url)).sort(),
      modulePathsNoRouteServes: [...named].filter((url) => !registered.has(url)).sort(),
    }).toEqual({ routesMissingFromTheModule: [], modulePathsNoRouteServes: [] });
  });

  it('names each path once', () => {
    expect(modulePaths.filter((path, index) => modulePaths.indexOf(path) !== index)).toEqual([]);
  });

  it('imports nothing, so that a bundle importing it carries no schema', () => {
    const source = fs.readFileSync(`${__dirname}/paths.ts`, 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s+\*|export\s+\{[^}]*\}\s+from)\b/m);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it('fills a path’s parameters, each encoded as one segment', () => {
    expect(pathTo(paths.attendance.checkOut, { id: 5 })).toBe('/attendance/check_out/5');
    expect(pathTo(paths.reminders.outcome, { id: '12' })).toBe('/reminders/12/outcome');
    expect(pathTo(paths.invoices.pdf, { invoice_number: 'INV/1 ?#' })).toBe(
      '/payments/invoice_pdf/INV%2F1%20%3F%23/',
    );
    expect(pathTo(paths.members.list, {})).toBe('/members/view_members');
    // The compiler asks for every parameter; a caller it did not check is told at run time.
    // @ts-expect-error: the path needs its :id
    expect(() => pathTo(paths.attendance.checkOut, {})).toThrow(
      '/attendance/check_out/:id needs its :id',
    );
    // @ts-expect-error: the invoice's number, not an id
    expect(() => pathTo(paths.invoices.pdf, { id: 1 })).toThrow('needs its :invoice_number');
  });

  it('reads a filled path’s parameters back, and nothing from another path', () => {
    expect(paramsOf(paths.attendance.checkOut, '/attendance/check_out/5')).toEqual({ id: '5' });
    expect(paramsOf(paths.imports.review, '/imports/3/review')).toEqual({ id: '3' });
    expect(paramsOf(paths.invoices.pdf, '/payments/invoice_pdf/INV%2F1/')).toEqual({
      invoice_number: 'INV/1',
    });
    expect(paramsOf(paths.members.list, '/members/view_members')).toEqual({});
    expect(paramsOf(paths.members.list, '/members/view_members?page=2&q=a%2Fb')).toEqual({});
    expect(paramsOf(paths.reminders.outcome, '/reminders/7/outcome?branch=2')).toEqual({
      id: '7',
    });
    expect(paramsOf(paths.members.list, '/members/view_members/2')).toBeUndefined();
    expect(paramsOf(paths.reminders.queue, '/reminders/counts')).toBeUndefined();
    expect(paramsOf(paths.imports.status, '/imports/3/review')).toBeUndefined();
    expect(paramsOf(paths.attendance.checkOut, '/attendance/check_out/')).toBeUndefined();
    expect(paramsOf(paths.invoices.pdf, '/payments/invoice_pdf/INV-1')).toBeUndefined();
  });

  it('types every path as its own literal', () => {
    const path: ApiPath = paths.team.editRole;
    // @ts-expect-error: not a path of the API
    const typo: ApiPath = '/team/edit_roles/:id';
    expect([path, typo]).toEqual(['/team/edit_role/:id', '/team/edit_roles/:id']);
  });
});
