import Type from 'typebox';
import { USER_ROLES, type UserRole } from './field-options';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, IsoDate, LanguageField, Text } from './field-types';

export { USER_ROLES, type UserRole };

const schema = Type.Object(
  {
    email: Email(),
    full_name: Type.Optional(Text(200)),
    role: Type.Enum(USER_ROLES),
    /** A disabled account cannot sign in, and its sessions end at once. */
    disabled: Type.Optional(Type.Boolean()),
    /** The language of the e-mails the account receives (invitation, password reset, report). */
    language: Type.Optional(LanguageField()),
    /** An admin asked for the weekly audience report by e-mail (off unless set). */
    analytics_report: Type.Optional(Type.Boolean()),
    /** Set by the server at each successful sign-in. */
    last_sign_in_date: Type.Optional(IsoDate()),
  },
  { additionalProperties: false },
);

/** The built-in User. Password hashes live in a separate table and never appear here. */
export const User = defineEntity({
  name: 'User',
  schema,
  access: { visitorCreate: false, staff: { read: 'users', write: 'users' } },
  indexes: [{ fields: ['email'], unique: true }],
  serverManaged: ['last_sign_in_date'],
});

/** Fields a signed-in user may change on their own record through `User/me`. */
export const USER_SELF_EDITABLE_FIELDS = ['full_name', 'analytics_report', 'language'] as const;

export type UserInput = Type.Static<typeof schema>;
export type UserRecord = UserInput & ServerFields;
