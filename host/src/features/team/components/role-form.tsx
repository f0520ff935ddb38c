import { useState } from 'react';
import {
  Form,
  FormButtons,
  SelectField,
  TextField,
  useAccess,
  useFormFields,
  useSubmit,
  type Permission,
  type Role,
  type RoleInput,
  type RolesReply,
} from '@spotter/shared';
import { tick, untick, validateRole } from '../role-rules';
import { PermissionChecklist } from './permission-checklist';

export interface RoleFormProps {
  reply: RolesReply;
  /** The custom role edited; none for a new one, which starts as a copy of a built-in role. */
  role?: Role;
  /** Rejecting keeps the form as typed. */
  onSubmit: (input: RoleInput) => Promise<unknown>;
}

/**
 * A custom role's name and permissions. Ticking a permission ticks what it needs, unticking one
 * unticks what needs it; a permission the signed-in account lacks cannot be handed out.
 */
export function RoleForm({ reply, role, onSubmit }: RoleFormProps) {
  const { roles, permissions: catalogue } = reply;
  const { can } = useAccess();
  const builtIn = roles.filter((r) => r.built_in);
  const [copied, setCopied] = useState('');
  const [ticked, setTicked] = useState<Permission[]>(role?.permissions ?? []);
  const { values, setErrors, field } = useFormFields({ name: role?.name ?? '' });
  const { saving, submit } = useSubmit(() => {
    const { error, input } = validateRole(values.name, ticked);
    setErrors({ name: error });
    return input;
  }, onSubmit);

  const copy = (id: string) => {
    setCopied(id);
    const source = builtIn.find((r) => String(r.id) === id);
    if (source) setTicked(source.permissions.filter(can));
  };
  const toggle = (key: Permission, on: boolean) =>
    setTicked((current) => (on ? tick : untick)(catalogue, current, key));

  return (
    <Form onSubmit={submit} aria-label={role ? `Edit ${role.name}` : 'Add role'}>
      {!role && (
        <SelectField
          label="Copy of"
          placeholder="Choose a built-in role"
          options={builtIn.map((r) => ({ value: String(r.id), label: r.name }))}
          value={copied}
          onChange={copy}
        />
      )}
      <TextField label="Name" required autoComplete="off" {...field('name')} />
      <PermissionChecklist
        catalogue={catalogue}
        ticked={ticked}
        onToggle={toggle}
        disabled={(key) => !can(key)}
      />
      <FormButtons submitLabel="Save" saving={saving} leaveTo="/team/roles" />
    </Form>
  );
}
