import {
  ErrorState,
  FormScreen,
  LinkButton,
  Loading,
  useParams,
  useResourceWrites,
  type RoleInput,
  type RoleSaved,
} from '@spotter/shared';
import styled from 'styled-components';
import { rolesResource, TEAM_FAILURES, useRoles } from '../api/team-api';
import { useTeamWrite } from '../use-team-write';
import { PermissionChecklist } from './permission-checklist';
import { RoleForm } from './role-form';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  p {
    margin: 0;
  }
`;

const backToRoles = (
  <LinkButton to="/team/roles" variant="secondary">
    Back to roles
  </LinkButton>
);

/**
 * `/team/roles/new` and `/team/roles/:id`: a new custom role (a copy of a built-in one, then
 * ticked), a custom role to edit, or a built-in role to read, which cannot be changed.
 */
export function RolePage() {
  const { id } = useParams<{ id: string }>();
  const { data, error, mutate } = useRoles();
  const write = useTeamWrite(TEAM_FAILURES.role, '/team/roles');
  const { create, update } = useResourceWrites(rolesResource);
  const role = id === undefined ? undefined : data?.roles.find((r) => String(r.id) === id);

  const onSubmit = (input: RoleInput) =>
    write.run((signal) =>
      role ? update<RoleSaved>(role.id, input, signal) : create<RoleSaved>(input, signal),
    );

  const title = id === undefined ? 'Add role' : role?.built_in ? role.name : 'Edit role';
  if (!data)
    return (
      <FormScreen
        title={title}
        fallback={
          error ? (
            <ErrorState message="Could not load the roles." onRetry={() => void mutate()} />
          ) : (
            <Loading />
          )
        }
      />
    );
  if (id !== undefined && !role)
    return (
      <FormScreen
        title={title}
        fallback={<ErrorState message="Role not found">{backToRoles}</ErrorState>}
      />
    );
  if (role?.built_in)
    return (
      <FormScreen title={title}>
        <Stack>
          <p>The built-in roles cannot be changed. Add a role to start from a copy of this one.</p>
          <PermissionChecklist
            catalogue={data.permissions}
            ticked={role.permissions}
            onToggle={() => {}}
            disabled={() => true}
          />
          {backToRoles}
        </Stack>
      </FormScreen>
    );
  return (
    <FormScreen title={title}>
      <RoleForm reply={data} role={role} onSubmit={onSubmit} />
    </FormScreen>
  );
}
