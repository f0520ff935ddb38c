import { useState } from 'react';
import {
  ConfirmDialog,
  useBranchChoice,
  useResourceWrites,
  useSession,
  type Branch,
  type Column,
  type RowAction,
  type TeamAccount,
} from '@spotter/shared';
import { accountsResource, TEAM_FAILURES, useTeamAccounts } from '../api/team-api';
import { signInTime } from '../sign-in-time';
import { useTeamWrite } from '../use-team-write';
import { EditAccountDialog } from './edit-account-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { TeamTable } from './team-table';

const STATUS = { active: 'Active', disabled: 'Disabled' } as const;

/**
 * Where an account works, once the gym has two or more branches: "All branches", or the names of
 * its branches in the branches' own order.
 */
function branchesColumn(branches: Branch[]): Column<TeamAccount> {
  return {
    key: 'branches',
    header: 'Branches',
    card: 'detail',
    cell: ({ branches: ids }) =>
      ids === 'all'
        ? 'All branches'
        : branches
            .filter((branch) => ids.includes(branch.id))
            .map((branch) => branch.name)
            .join(', '),
  };
}

type Open = { dialog: 'edit' | 'reset' | 'disable'; account: TeamAccount } | null;

/**
 * `/team` (docs/product/team-and-roles.md §22): every account, with a row menu to edit one, disable or enable it
 * and reset its password. The signed-in account cannot disable itself nor reset its own password
 * here (Settings changes it), so its menu does not offer them. With two or more branches, a Branches
 * column says where each account works.
 */
export function TeamPage() {
  const { data, error, mutate } = useTeamAccounts();
  const me = useSession().data?.admin.id;
  const write = useTeamWrite(TEAM_FAILURES.account);
  const { actions } = useResourceWrites(accountsResource);
  const [open, setOpen] = useState<Open>(null);
  const branches = useBranchChoice();
  const close = () => setOpen(null);

  const toggle = async (account: TeamAccount, disabled: boolean) => {
    await write.run((signal) =>
      (disabled ? actions.disable : actions.enable)(account.id, undefined, signal),
    );
    close();
  };

  const menu = (account: TeamAccount): RowAction[] => {
    const self = account.id === me;
    const actions: RowAction[] = [
      { label: 'Edit', onSelect: () => setOpen({ dialog: 'edit', account }) },
    ];
    if (account.status === 'disabled')
      actions.push({ label: 'Enable', onSelect: () => void toggle(account, false) });
    else if (!self)
      actions.push({
        label: 'Disable',
        tone: 'danger',
        onSelect: () => setOpen({ dialog: 'disable', account }),
      });
    if (!self)
      actions.push({
        label: 'Reset password',
        onSelect: () => setOpen({ dialog: 'reset', account }),
      });
    return actions;
  };

  return (
    <>
      <TeamTable
        title="Team"
        across={{ label: 'Roles', to: '/team/roles' }}
        add={{ label: 'Add account', to: '/team/new' }}
        columns={[
          { key: 'name', card: 'title', header: 'Name', cell: (a) => a.full_name },
          { key: 'username', header: 'Username', cell: (a) => a.username },
          { key: 'role', header: 'Role', cell: (a) => a.role },
          ...(branches ? [branchesColumn(branches)] : []),
          { key: 'status', card: 'badge', header: 'Status', cell: (a) => STATUS[a.status] },
          {
            key: 'signed-in',
            priority: 'secondary',
            card: 'detail',
            header: 'Last sign-in',
            cell: (a) => signInTime(a.last_sign_in_at),
          },
        ]}
        rowName={(account) => account.full_name}
        menu={menu}
        rows={data?.data}
        error={error}
        retry={() => void mutate()}
        texts={{ loadFailed: 'Could not load the team.', empty: 'No accounts yet.' }}
      />
      {open?.dialog === 'edit' && <EditAccountDialog account={open.account} onClose={close} />}
      {open?.dialog === 'reset' && <ResetPasswordDialog account={open.account} onClose={close} />}
      <ConfirmDialog
        open={open?.dialog === 'disable'}
        title={open ? `Disable ${open.account.full_name}?` : undefined}
        message="They are signed out at once and cannot sign in until the account is enabled again."
        confirmLabel="Disable"
        busy={write.busy}
        onConfirm={() => open && void toggle(open.account, true)}
        onCancel={close}
      />
    </>
  );
}
