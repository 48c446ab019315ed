import { createEntityHandler } from '@vitrine/contract/client/entity-handler';
import { consoleTransport } from '../shared/console-transport';

/** The most terms a glossary holds (the server refuses the 501st). */
export const GLOSSARY_MAX = 500;

/** A brand term and how the AI writes it in each language (empty: kept as it is). */
export interface GlossaryTermInput {
  term: string;
  fr?: string;
  en?: string;
  note?: string;
}
export interface GlossaryTermRecord extends GlossaryTermInput {
  id: string;
}

const terms = () => {
  const { transport, appId } = consoleTransport();
  return createEntityHandler<GlossaryTermInput, GlossaryTermRecord>(
    transport,
    appId,
    'GlossaryTerm',
  );
};

/** The console's calls for the glossary (`GlossaryTerm`, generic entity routes). */
export const listTerms = () => terms().list('term', GLOSSARY_MAX);
export const createTerm = (input: GlossaryTermInput) => terms().create(input);
export const updateTerm = (id: string, input: GlossaryTermInput) => terms().update(id, input);
export const deleteTerm = (id: string) => terms().delete(id);

/** The form's texts as a record, trimmed (an empty translation: the term is kept as it is). */
export function termInput(values: Record<keyof GlossaryTermInput, string>): GlossaryTermInput {
  return {
    term: values.term.trim(),
    fr: values.fr.trim(),
    en: values.en.trim(),
    note: values.note.trim(),
  };
}
