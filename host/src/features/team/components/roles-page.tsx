import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  ConfirmDialog,
  DataTable,
  ErrorState,
  LinkButton,
  PageHeader,
  RowActions,
  useSave,
  type Column,
  type Role,
  type RowAction,
} from '@spotter/shared';
import { deleteRole, TEAM_FAILURES, useRoles } from '../api/team-api';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const columns = (total: number, menu: (role: Role) => RowAction[]): Column<Role>[] => [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'kind', header: 'Type', cell: (r) => (r.built_in ? 'Built-in' : 'Custom') },
  { key: 'permissions', header: 'Permissions', cell: (r) => `${r.permissions.length} of ${total}` },
  { key: 'accounts', header: 'Accounts', cell: (r) => r.accounts },
  {
    key: 'actions',
    header: 'Actions',
    cell: (r) => <RowActions label={`Actions for ${r.name}`} actions={menu(r)} />,
  },
];

/**
 * `/team/roles` (docs/product.md §22): the five built-in roles, which can be looked at but not
 * changed, then the custom ones, which can be edited and deleted (once no account has them).
 */
export function RolesPage() {
  const { data, error, mutate } = useRoles();
  const navigate = useNavigate();
  const save = useSave();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (role: Role) => {
    setBusy(true);
    await save((signal) => deleteRole(role.id, signal), {
      success: (reply) => reply.message,
      failure: TEAM_FAILURES.delete,
    });
    setBusy(false);
    setDeleting(null);
  };

  const open = (role: Role) => () => navigate(`/team/roles/${role.id}`);
  const menu = (role: Role): RowAction[] =>
    role.built_in
      ? [{ label: 'View', onSelect: open(role) }]
      : [
          { label: 'Edit', onSelect: open(role) },
          { label: 'Delete', tone: 'danger', onSelect: () => setDeleting(role) },
        ];

  return (
    <>
      <PageHeader
        title="Roles"
        actions={
          <>
            <LinkButton to="/team" variant="secondary">
              Back to team
            </LinkButton>
            <LinkButton to="/team/roles/new">Add role</LinkButton>
          </>
        }
      />
      <Stack>
        {error && !data && (
          <ErrorState message="Could not load the roles." onRetry={() => void mutate()} />
        )}
        <DataTable
          caption="Roles"
          columns={columns(data?.permissions.length ?? 0, menu)}
          rows={data?.roles ?? []}
          rowKey={(role) => role.id}
          loading={!data && !error}
          emptyText={error ? 'Nothing to show.' : 'No roles yet.'}
        />
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this role?"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
