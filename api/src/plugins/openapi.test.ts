import { BLOOD_GROUPS, PERMISSIONS } from '../schemas';
import { withRouteTable } from '../testing/route-table';
import { signedInApp, useSignedInApp } from '../testing/signed-in-app';
import { signedInAs } from '../testing/team';

interface Operation {
  security?: unknown;
  'x-permission'?: string;
}

/** What a route may declare it needs (plugins/auth.ts). */
const ACCESS = new Set<string | undefined>([...PERMISSIONS, 'signed-in', 'public']);

describe('the published contract', () => {
  const ctx = useSignedInApp({}, 'all');

  it.each(['/reference/', '/reference/openapi.json', '/reference/js/scalar.js'])(
    'keeps %s behind the session',
    async (url) => {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'failed' });
    },
  );

  it('serves an OpenAPI 3.1 document generated from the routes’ schemas', async () => {
    const response = await ctx.get('/reference/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'spotter_session',
    });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/members/admin_login',
        '/members/view_plans',
        '/members/add_member',
        '/members/view_all_trainers_staff',
      ]),
    );
    const addPlan = document.paths['/members/add_plan'].post;
    expect(Object.keys(addPlan.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'duration_days', 'price']),
    );
    expect(addPlan.responses['201']).toBeDefined();
    // Every route documents the one failure shape; only login needs no session.
    expect(
      addPlan.responses['4XX'].content['application/json'].schema.properties.status,
    ).toMatchObject({ enum: ['failed'] });
    // Each route names the permission it needs, as the session requirement's role and x-permission.
    expect(addPlan.security).toEqual([{ session: ['plans.edit'] }]);
    expect(addPlan['x-permission']).toBe('plans.edit');
    expect(document.paths['/dashboard/summary'].get.security).toEqual([{ session: [] }]);
    expect(document.paths['/dashboard/summary'].get['x-permission']).toBe('signed-in');
    expect(document.paths['/members/admin_login'].post.security).toEqual([]);
    expect(document.paths['/members/admin_login'].post['x-permission']).toBe('public');
    // And its declaration's audience and scope (plugins/route-declaration.ts).
    expect(document.paths['/members/admin_login'].post).toMatchObject({
      'x-audience': 'public',
      'x-scope': 'chain',
    });
    expect(addPlan).toMatchObject({ 'x-audience': 'staff', 'x-scope': 'chain' });
    expect(document.paths['/attendance/check_in'].post).toMatchObject({
      'x-audience': 'staff',
      'x-scope': 'branch',
    });
    // The branches (docs/product/branches.md §26): read by every account, written with branches.manage.
    expect(document.paths['/branches'].get['x-permission']).toBe('signed-in');
    const addBranch = document.paths['/branches/add_branch'].post;
    expect(addBranch['x-permission']).toBe('branches.manage');
    expect(addBranch.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'address',
      'phone',
    ]);
    expect(addBranch.responses['201']).toBeDefined();
    const editBranch = document.paths['/branches/edit_branch/{id}'].post;
    expect(editBranch.security).toEqual([{ session: ['branches.manage'] }]);
    expect(editBranch.responses['200']).toBeDefined();
    // Move to branch: a member's edit.
    const move = document.paths['/members/{id}/move_branch'].post;
    expect(move['x-permission']).toBe('members.edit');
    expect(move.requestBody.content['application/json'].schema.required).toEqual(['branch_id']);
    expect(
      Object.keys(move.responses['200'].content['application/json'].schema.properties),
    ).toEqual(['status', 'message', 'member_id', 'home_branch_id']);
  });

  it('names the permission of every route, as the route declares it', async () => {
    const { built, routes } = await withRouteTable(() => signedInApp());
    try {
      const document = (await built.get('/reference/openapi.json')).json();
      const problems: string[] = [];
      const documented = new Set<string>();
      for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths))
        for (const [method, operation] of Object.entries(operations)) {
          documented.add(`${method.toUpperCase()} ${path}`);
          const access = operation['x-permission'];
          if (!ACCESS.has(access)) problems.push(`${method} ${path}: x-permission ${access}`);
          const security =
            access === 'public' ? [] : [{ session: access === 'signed-in' ? [] : [access] }];
          if (JSON.stringify(operation.security) !== JSON.stringify(security))
            problems.push(`${method} ${path}: security ${JSON.stringify(operation.security)}`);
        }
      // Each route the document lists names what the route itself declares.
      for (const route of routes) {
        const key = `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
        if (!documented.has(key)) continue;
        const [method, path] = key.split(' ') as [string, string];
        const named = document.paths[path][method.toLowerCase()]['x-permission'];
        if (named !== route.permission)
          problems.push(`${key}: documented ${named}, declares ${route.permission}`);
      }
      expect(problems).toEqual([]);
      // Every route but the reference's own (and HEAD, which GET implies) is documented.
      const undocumented = routes
        .filter(({ method, url }) => method !== 'HEAD' && !url.startsWith('/reference'))
        .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
        .filter((key) => !documented.has(key));
      expect(undocumented).toEqual([]);
    } finally {
      await built.close();
    }
  });

  it('is the whole contract for every account, money fields included', async () => {
    const trainer = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const asOwner = (await ctx.get('/reference/openapi.json')).json();
    const asTrainer = await ctx.get('/reference/openapi.json', { cookie: trainer.cookie });
    expect(asTrainer.json()).toEqual(asOwner);
    expect(Object.keys(asOwner.components.schemas.Member.properties)).toContain('due_amount');
  });

  it('names the contract’s shapes under components.schemas, as the code does', async () => {
    const response = await ctx.get('/reference/openapi.json');
    const { schemas } = response.json().components;
    for (const name of [
      'Plan',
      'PlanInput',
      'PlansReply',
      'Member',
      'MemberDetails',
      'Staff',
      'StaffReply',
      'Done',
      'Failed',
      'IdParams',
      'ListQuery',
      'Me',
      'Branch',
      'BranchInput',
      'BranchList',
      'BranchSaved',
      'MoveBranchBody',
      'MemberMoved',
      'BranchPrice',
    ]) {
      expect(schemas[name]).toBeDefined();
    }
    expect(Object.keys(schemas.Plan.properties)).toEqual([
      'id',
      'name',
      'duration_days',
      'price',
      'description',
      'branch_prices',
      'classes',
      'class_type_ids',
    ]);
    // Left out of a plan that has none, so a gym of one branch reads its plans as before.
    expect(schemas.Plan.required).not.toContain('branch_prices');
    expect(schemas.Failed.properties.status).toMatchObject({ enum: ['failed'] });
    expect(schemas.Staff.properties.blood_group.enum).toEqual([...BLOOD_GROUPS]);
    expect(Object.keys(schemas.Branch.properties)).toEqual(['id', 'name', 'address', 'phone']);
    expect(schemas.MemberDetails.properties.branch_access.enum).toEqual(['branch', 'all']);
    expect(schemas.MemberDetails.required).toContain('home_branch_id');
    expect(schemas.Staff.required).toContain('branch_id');
    expect(schemas.Invoice.required).toContain('branch_id');
    expect(Object.keys(schemas.MemberInput.properties)).toEqual(
      expect.arrayContaining(['home_branch_id', 'branch_access']),
    );
    // The typed form: the columns' names and types, the due left out (docs/architecture.md).
    expect(schemas.MemberInput.properties.total_fee).toMatchObject({ title: 'Fee' });
    expect(schemas.MemberInput.properties).not.toHaveProperty('due');
    expect(schemas.StaffInput.properties.role.enum).toEqual(['Trainer', 'Staff']);
    // Builders and fixed lists are not schemas.
    expect(schemas.WholeNumber).toBeUndefined();
    expect(schemas.PLAN_LIMITS).toBeUndefined();
  });

  it('serves a readable reference page that loads its script from beside it', async () => {
    const page = await ctx.get('/reference/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('js/scalar.js');
    // Relative, so the page also works behind the host's /api prefix.
    expect(page.body).not.toContain('src="/reference/js/scalar.js"');
    // Its own script and start-up call may run; everything else the API answers keeps 'none'.
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    const json = await ctx.get('/members/admin_me');
    expect(json.headers['content-security-policy']).toContain("default-src 'none'");
    const script = await ctx.get('/reference/js/scalar.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });
});
