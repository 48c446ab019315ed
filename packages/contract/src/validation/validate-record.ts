import type { TObject } from 'typebox';
import { markdownProblem } from '../markdown/markdown-limits';
import { isEmailAddress } from './email-address';

/** One failed rule, named so both the API and the forms can explain it. */
export interface ValidationIssue {
  field: string;
  rule:
    | 'required'
    | 'type'
    | 'minLength'
    | 'maxLength'
    | 'format'
    | 'pattern'
    | 'enum'
    | 'const'
    | 'minimum'
    | 'maximum'
    | 'maxItems'
    | 'uniqueItems'
    | 'unknown'
    | 'characters'
    /** A link to another record that names none, or the wrong one (see `links`). */
    | 'link';
  message: string;
  limit?: number;
}

export type ValidationResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; issues: ValidationIssue[] };

interface FieldSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: FieldSchema[];
  items?: FieldSchema;
  minLength?: number;
  maxLength?: number;
  format?: string;
  /** `text/markdown`: the text must also stay within `MARKDOWN_LIMITS`. */
  contentMediaType?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

/** A checked value, and what is wrong with it: one issue, or several inside an object. */
interface Checked {
  value?: unknown;
  issue?: ValidationIssue;
  issues?: ValidationIssue[];
}

const patternCache = new Map<string, RegExp>();
function compiledPattern(pattern: string) {
  let regex = patternCache.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    patternCache.set(pattern, regex);
  }
  return regex;
}

function enumValues(schema: FieldSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  if (!schema.anyOf) return undefined;
  if (!schema.anyOf.every((option) => 'const' in option)) return undefined;
  return schema.anyOf.map((option) => option.const);
}

function normaliseString(value: string, schema: FieldSchema) {
  const trimmed = value.trim();
  return schema.format === 'email' ? trimmed.toLowerCase() : trimmed;
}

function checkString(
  field: string,
  value: string,
  schema: FieldSchema,
): ValidationIssue | undefined {
  if (value.includes('\u0000') || !value.isWellFormed()) {
    return {
      field,
      rule: 'characters',
      message: `${field} contains characters that cannot be stored`,
    };
  }
  if (schema.minLength !== undefined && value.length < schema.minLength) {
    return schema.minLength === 1
      ? { field, rule: 'required', message: `${field} is required` }
      : {
          field,
          rule: 'minLength',
          limit: schema.minLength,
          message: `${field} must be at least ${schema.minLength} characters`,
        };
  }
  if (schema.maxLength !== undefined && value.length > schema.maxLength) {
    return {
      field,
      rule: 'maxLength',
      limit: schema.maxLength,
      message: `${field} must be at most ${schema.maxLength} characters`,
    };
  }
  if (schema.format === 'email' && !isEmailAddress(value)) {
    return { field, rule: 'format', message: `${field} must be a valid email address` };
  }
  if (schema.contentMediaType === 'text/markdown') {
    const problem = markdownProblem(value);
    if (problem) return { field, rule: 'format', message: `${field} ${problem}` };
  }
  if (schema.pattern !== undefined && !compiledPattern(schema.pattern).test(value)) {
    return { field, rule: 'pattern', message: `${field} has an invalid format` };
  }
  return undefined;
}

function checkValue(field: string, raw: unknown, schema: FieldSchema): Checked {
  if (schema.const !== undefined) {
    // A fixed value (e.g. a consent box that must be ticked): the type first, then the value.
    const checked = checkValue(field, raw, { ...schema, const: undefined });
    if (checked.issue || checked.value === schema.const) return checked;
    const expected = JSON.stringify(schema.const);
    return { issue: { field, rule: 'const', message: `${field} must be ${expected}` } };
  }
  const allowed = enumValues(schema);
  if (allowed) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (allowed.includes(value)) return { value };
    return {
      issue: { field, rule: 'enum', message: `${field} must be one of: ${allowed.join(', ')}` },
    };
  }
  if (schema.anyOf) return checkUnion(field, raw, schema.anyOf);
  switch (schema.type) {
    case 'string': {
      if (typeof raw !== 'string')
        return { issue: { field, rule: 'type', message: `${field} must be a string` } };
      const value = normaliseString(raw, schema);
      return { value, issue: checkString(field, value, schema) };
    }
    case 'integer':
    case 'number': {
      const isNumber = typeof raw === 'number' && Number.isFinite(raw);
      if (!isNumber || (schema.type === 'integer' && !Number.isInteger(raw))) {
        return {
          issue: {
            field,
            rule: 'type',
            message: `${field} must be ${schema.type === 'integer' ? 'an integer' : 'a number'}`,
          },
        };
      }
      if (schema.minimum !== undefined && raw < schema.minimum) {
        return {
          issue: {
            field,
            rule: 'minimum',
            limit: schema.minimum,
            message: `${field} must be at least ${schema.minimum}`,
          },
        };
      }
      if (schema.maximum !== undefined && raw > schema.maximum) {
        return {
          issue: {
            field,
            rule: 'maximum',
            limit: schema.maximum,
            message: `${field} must be at most ${schema.maximum}`,
          },
        };
      }
      return { value: raw };
    }
    case 'boolean':
      if (typeof raw !== 'boolean')
        return { issue: { field, rule: 'type', message: `${field} must be true or false` } };
      return { value: raw };
    case 'array':
      return checkArray(field, raw, schema);
    case 'object':
      return checkObject(field, raw, schema);
    default:
      throw new Error(`Unsupported schema for field ${field}: ${JSON.stringify(schema)}`);
  }
}

function checkArray(field: string, raw: unknown, schema: FieldSchema): Checked {
  if (!Array.isArray(raw))
    return { issue: { field, rule: 'type', message: `${field} must be a list` } };
  if (schema.maxItems !== undefined && raw.length > schema.maxItems) {
    return {
      issue: {
        field,
        rule: 'maxItems',
        limit: schema.maxItems,
        message: `${field} must have at most ${schema.maxItems} items`,
      },
    };
  }
  const items: unknown[] = [];
  for (const [index, item] of raw.entries()) {
    const checked = checkValue(`${field}[${index}]`, item, schema.items ?? {});
    if (checked.issue) return { issue: { ...checked.issue, field } };
    items.push(checked.value);
  }
  if (schema.uniqueItems && new Set(items).size !== items.length) {
    return { issue: { field, rule: 'uniqueItems', message: `${field} must not repeat an item` } };
  }
  return { value: items };
}

const typeOf = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

/**
 * One of several shapes (a comparison cell: `true`/`false` or a text in both languages): the
 * first that accepts the value; else what the shape of the value's own type says is wrong.
 */
function checkUnion(field: string, raw: unknown, options: FieldSchema[]): Checked {
  const results = options.map((option) => ({ option, checked: checkValue(field, raw, option) }));
  const accepted = results.find(({ checked }) => !checked.issue && !checked.issues);
  if (accepted) return accepted.checked;
  const sameType = results.find(({ option }) => {
    const type = option.type === 'integer' ? 'number' : option.type;
    return type === typeOf(raw);
  });
  if (sameType) return sameType.checked;
  const types = options.map((option) => option.type).join(' or ');
  return { issue: { field, rule: 'type', message: `${field} must be ${types}` } };
}

/** A nested object (a text in both languages): each of its fields, named `field.key`. */
function checkObject(field: string, raw: unknown, schema: FieldSchema): Checked {
  if (typeOf(raw) !== 'object')
    return { issue: { field, rule: 'type', message: `${field} must be an object` } };
  const input = raw as Record<string, unknown>;
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const issues: ValidationIssue[] = [];
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(properties, key))
      issues.push({
        field: `${field}.${key}`,
        rule: 'unknown',
        message: `${field}.${key} is not a field`,
      });
  }
  for (const [key, keySchema] of Object.entries(properties)) {
    const path = `${field}.${key}`;
    if (isEmptyOptional(input[key])) {
      if (required.has(key))
        issues.push({ field: path, rule: 'required', message: `${path} is required` });
      continue;
    }
    const checked = checkValue(path, input[key], keySchema);
    if (checked.issues) issues.push(...checked.issues);
    else if (checked.issue) issues.push(checked.issue);
    else value[key] = checked.value;
  }
  return issues.length > 0 ? { issues } : { value };
}

function isEmptyOptional(value: unknown) {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Validates and normalises a record against an entity's JSON Schema (the subset our entities
 * use). Strings are trimmed, emails lower-cased, and empty optional fields dropped.
 * With `partial`, only the fields present are checked (for updates before merging). A schema's
 * `replacedFields` (old field → what replaced it) turns the unknown-field message into a hint.
 */
export function validateRecord(
  schema: TObject,
  input: Record<string, unknown>,
  options: { partial?: boolean } = {},
): ValidationResult {
  const properties = schema.properties as Record<string, FieldSchema>;
  const required = new Set<string>((schema.required as string[] | undefined) ?? []);
  const issues: ValidationIssue[] = [];
  const value: Record<string, unknown> = {};

  const replaced = (schema as { replacedFields?: Record<string, string> }).replacedFields ?? {};
  for (const field of Object.keys(input)) {
    if (Object.hasOwn(properties, field)) continue;
    const message = Object.hasOwn(replaced, field)
      ? `${field} is no longer a field of this entity: send ${replaced[field]} instead`
      : `${field} is not a field of this entity`;
    issues.push({ field, rule: 'unknown', message });
  }
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const present = Object.hasOwn(input, field);
    if (options.partial && !present) continue;
    const raw = present ? input[field] : undefined;
    if (isEmptyOptional(raw)) {
      if (required.has(field))
        issues.push({ field, rule: 'required', message: `${field} is required` });
      continue;
    }
    const checked = checkValue(field, raw, fieldSchema);
    if (checked.issues) issues.push(...checked.issues);
    else if (checked.issue) issues.push(checked.issue);
    else value[field] = checked.value;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}
