import type { ValidationIssue } from '@vitrine/contract/validation/validate-record';
import { Check, Errors } from 'typebox/schema';
import type { XSchema } from 'typebox/schema';

/** Bounds of a caller's JSON Schema (InvokeLLM's `response_json_schema`). */
export const ANSWER_SCHEMA_LIMITS = { bytes: 16 * 1024, depth: 20 } as const;

/** Keywords refused: a regular expression from a caller could take the server's CPU (ReDoS). */
const REFUSED_KEYWORDS = ['pattern', 'patternProperties'];
/** Keywords whose value maps names to schemas. */
const NAME_MAPS = ['properties', '$defs', 'definitions', 'dependentSchemas'];
/** Errors told to the model (and in a refusal), at most. */
const ERRORS_SHOWN = 5;

/** The deepest nesting of objects and arrays in a JSON value (a scalar is 0). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  let deepest = 0;
  for (const child of children) deepest = Math.max(deepest, depthOf(child));
  return deepest + 1;
}

/**
 * The first refused keyword used anywhere in the schema. The keys of a `properties` map (or of
 * `$defs`, `definitions`) are names, not keywords: a field may be called « pattern ».
 */
function refusedKeyword(value: unknown, keysAreNames = false): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const isArray = Array.isArray(value);
  for (const [key, child] of Object.entries(value)) {
    if (!isArray && !keysAreNames && REFUSED_KEYWORDS.includes(key)) return key;
    const names = !isArray && !keysAreNames && NAME_MAPS.includes(key);
    const found = refusedKeyword(child, names);
    if (found) return found;
  }
  return undefined;
}

/**
 * A caller's JSON Schema, checked before any provider call: a JSON object of `type: "object"`
 * (the model answers one JSON object), at most 16 KiB, nested at most 20 deep, without
 * `pattern` or `patternProperties`. Answers the issues (empty when it is fine).
 */
export function answerSchemaIssues(schema: unknown): ValidationIssue[] {
  const field = 'response_json_schema';
  const issue = (message: string, rule: ValidationIssue['rule'] = 'type') => [
    { field, rule, message },
  ];
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema))
    return issue(`${field} must be a JSON Schema object`);
  const bytes = Buffer.byteLength(JSON.stringify(schema));
  if (bytes > ANSWER_SCHEMA_LIMITS.bytes)
    return [
      {
        field,
        rule: 'maxLength',
        message: `${field} is larger than ${ANSWER_SCHEMA_LIMITS.bytes} bytes (${bytes})`,
        limit: ANSWER_SCHEMA_LIMITS.bytes,
      },
    ];
  if (depthOf(schema) > ANSWER_SCHEMA_LIMITS.depth)
    return [
      {
        field,
        rule: 'maximum',
        message: `${field} is nested deeper than ${ANSWER_SCHEMA_LIMITS.depth} levels`,
        limit: ANSWER_SCHEMA_LIMITS.depth,
      },
    ];
  const keyword = refusedKeyword(schema);
  if (keyword)
    return issue(
      `${field} may not use "${keyword}": regular expressions from a request are not run here`,
      'unknown',
    );
  if ((schema as { type?: unknown }).type !== 'object')
    return issue(`${field} must describe a JSON object ("type": "object")`);
  try {
    Check(schema as XSchema, {});
  } catch {
    return issue(`${field} is not a JSON Schema this server can check`);
  }
  return [];
}

/** Why `value` fails the schema, in a few short lines; empty when it passes. */
export function answerErrors(schema: object, value: unknown): string[] {
  if (Check(schema as XSchema, value)) return [];
  const [, errors] = Errors(schema as XSchema, value);
  const lines = errors
    .slice(0, ERRORS_SHOWN)
    .map((error) => `${error.instancePath || '(the answer)'}: ${error.message}`);
  return lines.length > 0 ? lines : ['the answer does not match the schema'];
}
