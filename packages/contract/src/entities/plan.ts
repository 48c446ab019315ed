import Type from 'typebox';
import { CONTENT_ACCESS, DisplayOrder, Localized, LocalizedList, Visible } from './content-fields';
import { defineEntity, type ServerFields } from './entity-definition';
import { PLAN_KEYS } from './field-options';

const schema = Type.Object(
  {
    key: Type.Enum(PLAN_KEYS),
    /** Monthly price: shown in euros in French and in dollars in English, the same number. */
    price: Type.Number({ minimum: 0, maximum: 1_000_000, multipleOf: 0.01 }),
    name: Localized(40),
    description: Localized(200),
    features: LocalizedList(120, 20),
    button_text: Localized(60),
    /** Shown as the current plan, with a disabled button. */
    free: Type.Boolean(),
    /** Marked "most popular". */
    popular: Type.Boolean(),
    /** Sold by the sales team: its button leads to the Contact page. */
    enterprise: Type.Boolean(),
    order: DisplayOrder(),
    visible: Visible(),
  },
  { additionalProperties: false },
);

export const Plan = defineEntity({
  name: 'Plan',
  schema,
  access: CONTENT_ACCESS,
  indexes: [{ fields: ['key'], unique: true }, { fields: ['visible', 'order'] }],
});

export type PlanInput = Type.Static<typeof schema>;
export type PlanRecord = PlanInput & ServerFields;
