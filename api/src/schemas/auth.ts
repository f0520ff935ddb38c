import { Type, type Static } from 'typebox';
import { Line, succeeded } from './common';
import { PermissionSchema } from './permissions';
import { AccountBranches } from './team';

/** The login form. Both fields are optional here so that a missing one gets the product's own message. */
export const LoginBody = Type.Object({
  username: Type.Optional(Line({ maxLength: 150 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type LoginBody = Static<typeof LoginBody>;

/** The account signed in, as `GET /members/admin_me` answers it: who, its role and what it may do. */
export const Me = succeeded({
  admin: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    full_name: Type.String(),
    role: Type.String(),
    permissions: Type.Array(PermissionSchema),
    /** Signed in with a temporary password: nothing but choosing a new one is allowed yet. */
    must_choose_password: Type.Boolean(),
    /** The branches it works at: 'all', or some by id (docs/product/branches.md §26). */
    branches: AccountBranches,
  }),
  /** The gym's name as Settings holds it (GYM_NAME until it is saved): titles and the top bar show it. */
  gym_name: Type.String(),
});
export type Me = Static<typeof Me>;
