import type { TObject } from 'typebox';
import type { Locale } from '@vitrine/contract/locales';

/** A field written in both languages in one record: a text, or a list of texts (`LocalizedList`). */
export interface LocalizedField {
  field: string;
  list: boolean;
  /** The longest text (of each item, for a list). */
  maxLength: number;
  /** The most items of a list. */
  maxItems?: number;
}

interface SideSchema {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  items?: { type?: string; maxLength?: number };
}

interface FieldSchema {
  type?: string;
  properties?: Record<string, SideSchema>;
}

function sideOf(schema: SideSchema) {
  if (schema.type === 'string' && schema.maxLength !== undefined)
    return { list: false, maxLength: schema.maxLength };
  if (schema.type !== 'array' || schema.items?.type !== 'string') return undefined;
  if (schema.items.maxLength === undefined || schema.maxItems === undefined) return undefined;
  return { list: true, maxLength: schema.items.maxLength, maxItems: schema.maxItems };
}

/**
 * The fields of an entity's schema written as `{fr, en}` objects (`Localized`, `LocalizedList` of
 * content-fields.ts), read from the schema itself so that a field added later is found too.
 */
export function localizedFieldsOf(schema: TObject): LocalizedField[] {
  const fields: LocalizedField[] = [];
  for (const [field, raw] of Object.entries(schema.properties as Record<string, FieldSchema>)) {
    if (raw.type !== 'object' || !raw.properties) continue;
    const keys = Object.keys(raw.properties).sort();
    if (keys.length !== 2 || keys[0] !== 'en' || keys[1] !== 'fr') continue;
    const fr = sideOf(raw.properties.fr!);
    const en = sideOf(raw.properties.en!);
    if (!fr || !en || fr.list !== en.list) continue;
    fields.push({
      field,
      list: fr.list,
      maxLength: Math.min(fr.maxLength, en.maxLength),
      ...(fr.list ? { maxItems: Math.min(fr.maxItems!, en.maxItems!) } : {}),
    });
  }
  return fields;
}

export const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');

/** Whether a side holds nothing: missing, null, blank text, or a list of blank items only. */
export function isEmptySide(value: unknown) {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string' && item.trim() === '');
  return false;
}

/** What is wrong with a side given for `spec` (its rule and words), or undefined when it is fine. */
export function sideProblem(
  spec: LocalizedField,
  value: unknown,
): { rule: 'type' | 'maxLength' | 'maxItems'; message: string } | undefined {
  if (value === undefined || value === null) return undefined;
  if (!spec.list) {
    if (typeof value !== 'string') return { rule: 'type', message: 'must be a text' };
    if (value.trim().length > spec.maxLength)
      return { rule: 'maxLength', message: `must be at most ${spec.maxLength} characters` };
    return undefined;
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
    return { rule: 'type', message: 'must be a list of texts' };
  if (value.length > spec.maxItems!)
    return { rule: 'maxItems', message: `must have at most ${spec.maxItems} items` };
  if ((value as string[]).some((item) => item.trim().length > spec.maxLength))
    return { rule: 'maxLength', message: `items must be at most ${spec.maxLength} characters` };
  return undefined;
}

/** A side's text, trimmed, or its non-blank items, trimmed. */
export function sideText(value: unknown): string | string[] {
  if (Array.isArray(value))
    return (value as string[]).map((item) => item.trim()).filter((item) => item !== '');
  return String(value).trim();
}
