import { Type, type Static } from 'typebox';
import { ACCOUNT_LIMITS } from './account';
import { Line, Name, RecordId, saved, succeeded } from './common';
import { PermissionSchema } from './permissions';

export const TEAM_LIMITS = {
  usernameMin: 3,
  usernameMax: 150,
  roleNameMax: 50,
} as const;

/** Letters, digits and `. _ - @`, no spaces: what a person types at the login screen. */
export const USERNAME_RULE = {
  pattern: '^[A-Za-z0-9._@-]+$',
  message: 'A username may hold only letters, digits and . _ - @ (no spaces).',
} as const;

const NewPassword = () =>
  Type.String({
    minLength: ACCOUNT_LIMITS.passwordMin,
    maxLength: ACCOUNT_LIMITS.passwordMax,
    format: 'line',
  });

/**
 * The branches an account works at (docs/product/branches.md §26): 'all', or some by id (at least one,
 * each a branch the account giving them works at).
 */
export const AccountBranches = Type.Union([
  Type.Literal('all'),
  Type.Array(RecordId({ fromText: false }), { maxItems: 1000 }),
]);
export type AccountBranches = Static<typeof AccountBranches>;

/** A trainer's or staff member's record by id, or null for none (docs/product/team-and-roles.md §22). */
export const AccountRecord = Type.Union([RecordId({ fromText: false }), Type.Null()]);

/** One account of the team, as `/team` lists it. */
export const TeamAccount = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  username: Type.String(),
  role_id: Type.Integer(),
  role: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  /** When the account last signed in (ISO-8601), or null if it never has. */
  last_sign_in_at: Type.Union([Type.String(), Type.Null()]),
  /** Whether the account still has to choose its own password. */
  temporary_password: Type.Boolean(),
  /** 'all', or the branches it works at by id. */
  branches: AccountBranches,
  /** The account's own record in Trainers & Staffs (a Trainer marks the classes it leads), or null. */
  staff_id: Type.Union([Type.Integer(), Type.Null()]),
  staff_name: Type.Union([Type.String(), Type.Null()]),
});
export type TeamAccount = Static<typeof TeamAccount>;

/** `GET /team/accounts`: every account, by name. */
export const TeamAccounts = succeeded({ data: Type.Array(TeamAccount) });
export type TeamAccounts = Static<typeof TeamAccounts>;

/** `POST /team/add_account`. */
export const NewAccount = Type.Object({
  full_name: Line({ maxLength: ACCOUNT_LIMITS.nameMax, required: true }),
  username: Type.String({
    minLength: TEAM_LIMITS.usernameMin,
    maxLength: TEAM_LIMITS.usernameMax,
    pattern: USERNAME_RULE.pattern,
  }),
  role_id: RecordId(),
  temporary_password: NewPassword(),
  /** Left out: those of the account adding it. */
  branches: Type.Optional(AccountBranches),
  /** Its own record in Trainers & Staffs; left out or null: none. */
  staff_id: Type.Optional(AccountRecord),
});
export type NewAccount = Static<typeof NewAccount>;

/** `POST /team/edit_account/:id`: the name and the role; the username stays. */
export const AccountEdit = Type.Object({
  full_name: Line({ maxLength: ACCOUNT_LIMITS.nameMax, required: true }),
  role_id: RecordId(),
  /** Left out: the branches it has. */
  branches: Type.Optional(AccountBranches),
  /** Left out: the record it has; null: none. */
  staff_id: Type.Optional(AccountRecord),
});
export type AccountEdit = Static<typeof AccountEdit>;

/** `POST /team/reset_password/:id`: a new temporary password, to be replaced at the next sign-in. */
export const PasswordReset = Type.Object({ temporary_password: NewPassword() });
export type PasswordReset = Static<typeof PasswordReset>;

/** An account's write: the account as it now is. */
export const AccountSaved = saved({ account: TeamAccount });
export type AccountSaved = Static<typeof AccountSaved>;

/** A role: built in (Owner, Manager, Front desk, Trainer, Accountant) or an Owner's own. */
export const Role = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  built_in: Type.Boolean(),
  permissions: Type.Array(PermissionSchema),
  /** How many accounts have it. */
  accounts: Type.Integer(),
});
export type Role = Static<typeof Role>;

/** One permission, as the role form lists it. */
export const PermissionInfo = Type.Object({
  key: PermissionSchema,
  label: Type.String(),
  /** The permissions this one needs beside it. */
  needs: Type.Array(PermissionSchema),
});
export type PermissionInfo = Static<typeof PermissionInfo>;

/** `GET /team/roles`: the built-in roles first, then the custom ones by name; and every permission. */
export const RolesReply = succeeded({
  roles: Type.Array(Role),
  permissions: Type.Array(PermissionInfo),
});
export type RolesReply = Static<typeof RolesReply>;

/** `POST /team/add_role` and `POST /team/edit_role/:id`. */
export const RoleInput = Type.Object({
  name: Name({ maxLength: TEAM_LIMITS.roleNameMax, required: true }),
  permissions: Type.Array(PermissionSchema, { uniqueItems: true, maxItems: 100 }),
});
export type RoleInput = Static<typeof RoleInput>;

export const RoleSaved = saved({ role: Role });
export type RoleSaved = Static<typeof RoleSaved>;

/** `POST /members/choose_password`: the password that replaces a temporary one. */
export const PasswordChoice = Type.Object({ new_password: NewPassword() });
export type PasswordChoice = Static<typeof PasswordChoice>;
