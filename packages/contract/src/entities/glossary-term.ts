import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { RequiredText, Text } from './field-types';

/** At most this many terms are stored: every translation prompt lists them all (decision 0077). */
export const MAX_GLOSSARY_TERMS = 500;

const schema = Type.Object(
  {
    /** The word or phrase as the source text writes it (a brand, a product, a term of the trade). */
    term: RequiredText(80),
    /** How the French text writes it; empty: the term stays as it is in French. */
    fr: Type.Optional(Text(80)),
    /** How the English text writes it; empty: the term stays as it is in English. */
    en: Type.Optional(Text(80)),
    /** For the team: why the term is kept or translated this way. Never sent to the provider. */
    note: Type.Optional(Text(300)),
  },
  { additionalProperties: false },
);

/**
 * A term the machine translation of posts keeps as it is, or translates as given (decision
 * 0077). The team's own wording: editors and admins (`content`) keep the list.
 */
export const GlossaryTerm = defineEntity({
  name: 'GlossaryTerm',
  schema,
  access: {
    visitorCreate: false,
    staff: { read: 'content', write: 'content', delete: 'content', import: 'content' },
  },
  indexes: [{ fields: ['term'] }],
});

export type GlossaryTermInput = Type.Static<typeof schema>;
export type GlossaryTermRecord = GlossaryTermInput & ServerFields;
