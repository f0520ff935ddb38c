import { Type, type Static } from 'typebox';
import { Line, succeeded } from './common';

/** The login form. Both fields are optional here so that a missing one gets the product's own message. */
export const LoginBody = Type.Object({
  username: Type.Optional(Line({ maxLength: 150 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type LoginBody = Static<typeof LoginBody>;

/** The admin signed in, as `GET /members/admin_me` answers it. */
export const Me = succeeded({
  admin: Type.Object({ id: Type.Integer(), username: Type.String() }),
});
export type Me = Static<typeof Me>;
