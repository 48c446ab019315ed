import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, Text } from './field-types';

export const USER_ROLES = ['admin', 'user'] as const;

const schema = Type.Object(
  {
    email: Email(),
    full_name: Type.Optional(Text(200)),
    role: Type.Enum(USER_ROLES),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The built-in User. Password hashes live in a separate table and never appear here. */
export const User = defineEntity({
  name: 'User',
  schema,
  access: { visitorCreate: false },
  indexes: [{ fields: ['email'], unique: true }],
});

/** Fields a signed-in user may change on their own record through `User/me`. */
export const USER_SELF_EDITABLE_FIELDS = ['full_name'] as const;

export type UserInput = Type.Static<typeof schema>;
export type UserRecord = UserInput & ServerFields;
