import { Type } from 'typebox';
import { Line } from '../../schemas/common';

// Both fields are optional in the schema so that a missing one gets SPEC's own message.
export const LoginBody = Type.Object({
  username: Type.Optional(Line({ maxLength: 150 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});

export const StatusMessage = Type.Object({ status: Type.Literal('success'), message: Type.String() });

export const MeReply = Type.Object({
  status: Type.Literal('success'),
  admin: Type.Object({ id: Type.Integer(), username: Type.String() }),
});
