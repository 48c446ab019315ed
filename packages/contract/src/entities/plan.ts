import Type from 'typebox';
import { CONTENT_ACCESS, DisplayOrder, Localized, LocalizedList, Visible } from './content-fields';
import { defineEntity, type ServerFields } from './entity-definition';
import { PLAN_KEYS } from './field-options';
import type { Locale } from '../locales';

/** A monthly amount in one currency, in cents at most (the console checks the cents). */
const Amount = () => Type.Number({ minimum: 0, maximum: 1_000_000, multipleOf: 0.01 });

/** The currencies plans are priced in, and the one each language's pages show. */
export const PLAN_CURRENCIES = ['eur', 'usd'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];
export const LOCALE_CURRENCY: Record<Locale, PlanCurrency> = { fr: 'eur', en: 'usd' };

const schema = Type.Object(
  {
    key: Type.Enum(PLAN_KEYS),
    /**
     * Monthly price in each currency: euros on French pages, dollars on English ones. The pricing
     * page shows no yearly price, so none is stored (docs/product.md §9.2).
     */
    prices: Type.Object({ eur: Amount(), usd: Amount() }, { additionalProperties: false }),
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
  {
    additionalProperties: false,
    // Read by validateRecord: a write that still sends the one price of before migration 0018 is
    // refused with this hint rather than guessed into both currencies.
    replacedFields: { price: 'prices (prices.eur and prices.usd)' },
  },
);

export const Plan = defineEntity({
  name: 'Plan',
  schema,
  access: CONTENT_ACCESS,
  indexes: [{ fields: ['key'], unique: true }, { fields: ['visible', 'order'] }],
});

export type PlanInput = Type.Static<typeof schema>;
export type PlanRecord = PlanInput & ServerFields;
