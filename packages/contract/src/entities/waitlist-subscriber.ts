import Type from 'typebox';
import { LEAD_STAFF_ACCESS } from '../access/staff-access';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, LanguageField, RequiredText, Text } from './field-types';

import { INTEREST_OPTIONS, SCREENS_COUNT_OPTIONS } from './field-options';

export { INTEREST_OPTIONS, SCREENS_COUNT_OPTIONS } from './field-options';

const schema = Type.Object(
  {
    firstName: RequiredText(100),
    lastName: RequiredText(100),
    email: Email(),
    company: RequiredText(200),
    role: Type.Optional(Text(100)),
    screensCount: Type.Optional(Type.Enum(SCREENS_COUNT_OPTIONS)),
    interests: Type.Optional(
      Type.Array(Type.Enum(INTEREST_OPTIONS), {
        maxItems: INTEREST_OPTIONS.length,
        uniqueItems: true,
      }),
    ),
    language: LanguageField(),
  },
  { additionalProperties: false },
);

export const WaitlistSubscriber = defineEntity({
  name: 'WaitlistSubscriber',
  schema,
  access: { visitorCreate: true, staff: LEAD_STAFF_ACCESS },
  upsertKey: 'email',
  indexes: [{ fields: ['email'], unique: true }, { fields: ['language', 'created_date'] }],
});

export type WaitlistSubscriberInput = Type.Static<typeof schema>;
export type WaitlistSubscriberRecord = WaitlistSubscriberInput & ServerFields;
