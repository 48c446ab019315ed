import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { Email, LanguageField, RequiredText, Text } from './field-types';

export const SCREENS_COUNT_OPTIONS = ['1-5', '6-20', '21-50', '50+'] as const;
export const INTEREST_OPTIONS = [
  'ai-content',
  'multi-screen',
  'scheduling',
  'analytics',
  'integrations',
] as const;

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
  access: { visitorCreate: true },
  upsertKey: 'email',
  indexes: [{ fields: ['email'], unique: true }, { fields: ['language', 'created_date'] }],
});

export type WaitlistSubscriberInput = Type.Static<typeof schema>;
export type WaitlistSubscriberRecord = WaitlistSubscriberInput & ServerFields;
