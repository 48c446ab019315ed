import Type from 'typebox';
import { LOCALES } from '../locales';

/** Shared field builders so every entity caps lengths the same way. */
export const Email = () => Type.String({ format: 'email', maxLength: 254 });
export const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
export const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const LanguageField = () => Type.Enum(LOCALES);
/** Required Markdown: checked against `MARKDOWN_LIMITS` too (see `markdownProblem`). */
export const MarkdownText = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, contentMediaType: 'text/markdown' });

/** A server timestamp: ISO 8601 in UTC with milliseconds, as `new Date().toISOString()` writes. */
export const IsoDate = () =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{3})?Z$',
    maxLength: 30,
  });
