import Type from 'typebox';
import { INTEGRATIONS_STAFF_ACCESS } from '../access/staff-access';
import { defineEntity, type ServerFields } from './entity-definition';
import { IsoDate, RequiredText, Text } from './field-types';

/** The roles a key may act with: every console role but the owner's (docs/product.md, « Roles »). */
export const API_KEY_ROLES = ['admin', 'editor', 'author', 'contributor', 'sales'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

const schema = Type.Object(
  {
    name: RequiredText(100),
    role: Type.Enum(API_KEY_ROLES),
    /** Server-managed: the first characters of the token, to tell keys apart in the console. */
    token_prefix: Type.Optional(Text(16)),
    /** Server-managed: the last request made with it (to the minute). */
    last_used_date: Type.Optional(IsoDate()),
    /** After this date the key is refused; absent: it does not expire. */
    expires_date: Type.Optional(IsoDate()),
  },
  { additionalProperties: false },
);

/**
 * A bearer token for machines (a CRM, a content pipeline; decision 0061). The create answer
 * carries its `token` once; only its hash is stored. Deleting the key ends it at once.
 */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  schema,
  access: { visitorCreate: false, staff: INTEGRATIONS_STAFF_ACCESS },
  indexes: [],
  serverManaged: ['token_prefix', 'last_used_date'],
});

export type ApiKeyInput = Type.Static<typeof schema>;
export type ApiKeyRecord = ApiKeyInput & ServerFields;
