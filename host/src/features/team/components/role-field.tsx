import { SelectField, useAccess, type SelectFieldProps } from '@spotter/shared';
import { useRoles } from '../api/team-api';

/**
 * The Role select: the roles the signed-in account may hand out, those holding only permissions
 * it holds itself (the API refuses any other).
 */
export function RoleField(props: Omit<SelectFieldProps, 'label' | 'options' | 'placeholder'>) {
  const { data, error } = useRoles();
  const { permissions } = useAccess();
  const options = (data?.roles ?? [])
    .filter((role) => role.permissions.every((permission) => permissions.includes(permission)))
    .map((role) => ({ value: String(role.id), label: role.name }));
  const placeholder = data
    ? 'Choose a role'
    : error
      ? 'The roles could not be loaded'
      : 'Loading roles...';
  return <SelectField label="Role" placeholder={placeholder} options={options} {...props} />;
}
