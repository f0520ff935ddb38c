import type { BranchInput } from '../schemas';
import type { TestApp } from './test-app';

/** Settings → Branches and Move to branch as the screens send them, with `cookie`. */
export function branchesClient(app: TestApp, cookie: string) {
  return {
    /** Adds a branch (201 asserted); answers its id. */
    async add(name: string, fields: Partial<BranchInput> = {}): Promise<number> {
      const response = await app.inject({
        method: 'POST',
        url: '/branches/add_branch',
        headers: { cookie },
        payload: { name, address: '', phone: '', ...fields },
      });
      if (response.statusCode !== 201)
        throw new Error(`add branch answered ${response.statusCode}: ${response.body}`);
      return response.json().branch.id;
    },
    /** Move to branch: `member` to `branch_id`, sent as the dialog sends it. */
    move: (member: number | string, branch_id: unknown, as = cookie) =>
      app.inject({
        method: 'POST',
        url: `/members/${member}/move_branch`,
        headers: { cookie: as },
        payload: { branch_id },
      }),
  };
}
