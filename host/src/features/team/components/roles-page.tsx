import { useState } from 'react';
import {
  ConfirmDialog,
  useNavigate,
  useResourceWrites,
  type Done,
  type Role,
  type RowAction,
} from '@spotter/shared';
import { rolesResource, TEAM_FAILURES, useRoles } from '../api/team-api';
import { useTeamWrite } from '../use-team-write';
import { TeamTable } from './team-table';

/**
 * `/team/roles` (docs/product/team-and-roles.md §22): the five built-in roles, which can be looked at but not
 * changed, then the custom ones, which can be edited and deleted (once no account has them).
 */
export function RolesPage() {
  const { data, error, mutate } = useRoles();
  const navigate = useNavigate();
  const write = useTeamWrite(TEAM_FAILURES.delete);
  const writes = useResourceWrites(rolesResource);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const remove = async (role: Role) => {
    await write.run((signal) => writes.remove<Done>(role.id, { signal }));
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
  const total = data?.permissions.length ?? 0;

  return (
    <>
      <TeamTable
        title="Roles"
        across={{ label: 'Back to team', to: '/team' }}
        add={{ label: 'Add role', to: '/team/roles/new' }}
        columns={[
          { key: 'name', card: 'title', header: 'Name', cell: (r) => r.name },
          {
            key: 'kind',
            card: 'badge',
            header: 'Type',
            cell: (r) => (r.built_in ? 'Built-in' : 'Custom'),
          },
          {
            key: 'permissions',
            priority: 'secondary',
            card: 'detail',
            header: 'Permissions',
            cell: (r) => `${r.permissions.length} of ${total}`,
          },
          { key: 'accounts', header: 'Accounts', cell: (r) => r.accounts },
        ]}
        rowName={(role) => role.name}
        menu={menu}
        rows={data?.roles}
        error={error}
        retry={() => void mutate()}
        texts={{ loadFailed: 'Could not load the roles.', empty: 'No roles yet.' }}
      />
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this role?"
        busy={write.busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
