import { useState } from 'react';
import styled from 'styled-components';
import {
  ConfirmDialog,
  DataTable,
  ErrorState,
  LinkButton,
  PageHeader,
  RowActions,
  useSave,
  useSession,
  type Column,
  type RowAction,
  type TeamAccount,
} from '@spotter/shared';
import { setDisabled, TEAM_FAILURES, useTeamAccounts } from '../api/team-api';
import { signInTime } from '../sign-in-time';
import { EditAccountDialog } from './edit-account-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const STATUS = { active: 'Active', disabled: 'Disabled' } as const;

const columns = (menu: (account: TeamAccount) => RowAction[]): Column<TeamAccount>[] => [
  { key: 'name', header: 'Name', cell: (a) => a.full_name },
  { key: 'username', header: 'Username', cell: (a) => a.username },
  { key: 'role', header: 'Role', cell: (a) => a.role },
  { key: 'status', header: 'Status', cell: (a) => STATUS[a.status] },
  { key: 'signed-in', header: 'Last sign-in', cell: (a) => signInTime(a.last_sign_in_at) },
  {
    key: 'actions',
    header: 'Actions',
    cell: (a) => <RowActions label={`Actions for ${a.full_name}`} actions={menu(a)} />,
  },
];

type Open = { dialog: 'edit' | 'reset' | 'disable'; account: TeamAccount } | null;

/**
 * `/team` (docs/product.md §22): every account, with a row menu to edit one, disable or enable it
 * and reset its password. The signed-in account cannot disable itself nor reset its own password
 * here (Settings changes it), so its menu does not offer them.
 */
export function TeamPage() {
  const { data, error, mutate } = useTeamAccounts();
  const me = useSession().data?.admin.id;
  const save = useSave();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(null);

  const toggle = async (account: TeamAccount, disabled: boolean) => {
    setBusy(true);
    await save((signal) => setDisabled(account.id, disabled, signal), {
      success: (reply) => reply.message,
      failure: TEAM_FAILURES.account,
    });
    setBusy(false);
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
      <PageHeader
        title="Team"
        actions={
          <>
            <LinkButton to="/team/roles" variant="secondary">
              Roles
            </LinkButton>
            <LinkButton to="/team/new">Add account</LinkButton>
          </>
        }
      />
      <Stack>
        {error && !data && (
          <ErrorState message="Could not load the team." onRetry={() => void mutate()} />
        )}
        <DataTable
          caption="Team"
          columns={columns(menu)}
          rows={data?.data ?? []}
          rowKey={(account) => account.id}
          loading={!data && !error}
          emptyText={error ? 'Nothing to show.' : 'No accounts yet.'}
        />
      </Stack>
      {open?.dialog === 'edit' && <EditAccountDialog account={open.account} onClose={close} />}
      {open?.dialog === 'reset' && <ResetPasswordDialog account={open.account} onClose={close} />}
      <ConfirmDialog
        open={open?.dialog === 'disable'}
        title={open ? `Disable ${open.account.full_name}?` : undefined}
        message="They are signed out at once and cannot sign in until the account is enabled again."
        confirmLabel="Disable"
        busy={busy}
        onConfirm={() => open && void toggle(open.account, true)}
        onCancel={close}
      />
    </>
  );
}
