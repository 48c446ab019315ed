import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import isSafeRegex from 'safe-regex2';
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database';
import { likePattern, linearRegex, plainLiteral } from '../db/linear-regex';
import { DEFAULT_REGEX_TIME_LIMIT_MS, nextRegexStatement } from '../db/regex-time-limit';
import { searchCondition } from '../db/text-search';
import { resolveField, type FieldTarget } from './field-target';
import { QueryError } from './query-error';
import { checkProgramSize, checkRepetitions } from './regex-filters';
import { isPlainObject } from './request-body';

type Sql = RawBuilder<unknown>;
type Primitive = string | number | boolean | null;

const FIELD_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$regex',
  '$options',
  '$not',
  '$all',
  '$size',
]);
const COMPARISONS = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;
const LIMITS = {
  depth: 8,
  conditions: 200,
  listItems: 500,
  stringLength: 2000,
  regexLength: 256,
  searchLength: 200,
};

interface Context {
  dialect: Dialect;
  entity: EntityDefinition;
  conditions: number;
  regexTimeLimitMs: number;
  /** SQLite: the statement number `vitrine_regex` times (see `checkRegexTime`), once needed. */
  regexStatement?: number;
}

export interface CompileOptions {
  /** SQLite: the time the statement's `$regex` matching may take (DEFAULT_REGEX_TIME_LIMIT_MS). */
  regexTimeLimitMs?: number;
}

function checkPrimitive(value: unknown, where: string): Primitive {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new QueryError(`${where} must be a finite number`);
    return value;
  }
  if (typeof value === 'string') {
    if (value.length > LIMITS.stringLength) throw new QueryError(`${where} is too long`);
    if (value.includes('\u0000') || !value.isWellFormed()) {
      throw new QueryError(`${where} contains characters that cannot be searched`);
    }
    return value;
  }
  throw new QueryError(`${where} must be a string, number, boolean or null`);
}

/** A request value as a bound parameter, typed for the target. Never spliced. */
function param(ctx: Context, target: FieldTarget, value: Primitive): Sql {
  if (target.kind === 'column') return sql`${value === null ? null : String(value)}`;
  if (ctx.dialect === 'postgres') return sql`${JSON.stringify(value)}::jsonb`;
  return sql`${typeof value === 'boolean' ? Number(value) : value}`;
}

const not = (condition: Sql) => sql`NOT COALESCE((${condition}), FALSE)`;
const and = (parts: Sql[]) =>
  parts.length === 0 ? sql`TRUE` : sql`(${sql.join(parts, sql` AND `)})`;
const or = (parts: Sql[]) =>
  parts.length === 0 ? sql`FALSE` : sql`(${sql.join(parts, sql` OR `)})`;

function isNull(ctx: Context, expr: Sql) {
  return ctx.dialect === 'postgres'
    ? sql`(${expr} IS NULL OR ${expr} = 'null'::jsonb)`
    : sql`${expr} IS NULL`;
}

/** Applies a condition to the field's value, or to any element when the field is an array. */
function anyValue(ctx: Context, target: FieldTarget, predicate: (value: FieldTarget) => Sql): Sql {
  if (!target.isArray) return predicate(target);
  if (ctx.dialect === 'postgres') {
    const element = { ...target, expr: sql.raw('el.value'), isArray: false, pgText: undefined };
    return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${target.expr}) = 'array' THEN ${target.expr} ELSE '[]'::jsonb END) AS el(value) WHERE ${predicate(element)})`;
  }
  const element = { ...target, expr: sql.raw('value'), isArray: false };
  return sql`EXISTS (SELECT 1 FROM json_each(data, ${target.sqlitePath}) WHERE ${predicate(element)})`;
}

function equals(ctx: Context, target: FieldTarget, raw: unknown, where: string): Sql {
  const value = checkPrimitive(raw, where);
  return anyValue(ctx, target, (t) =>
    value === null ? isNull(ctx, t.expr) : sql`${t.expr} = ${param(ctx, t, value)}`,
  );
}

function inList(ctx: Context, target: FieldTarget, raw: unknown, where: string): Sql {
  if (!Array.isArray(raw)) throw new QueryError(`${where} must be a list`);
  if (raw.length > LIMITS.listItems)
    throw new QueryError(`${where} has more than ${LIMITS.listItems} values`);
  const values = raw.map((item, index) => checkPrimitive(item, `${where}[${index}]`));
  if (values.length === 0) return sql`FALSE`;
  return anyValue(ctx, target, (t) => {
    const present = values.filter((value) => value !== null).map((value) => param(ctx, t, value));
    const parts = present.length > 0 ? [sql`${t.expr} IN (${sql.join(present)})`] : [];
    if (values.includes(null)) parts.push(isNull(ctx, t.expr));
    return or(parts);
  });
}

function exists(ctx: Context, target: FieldTarget, raw: unknown, where: string): Sql {
  if (typeof raw !== 'boolean') throw new QueryError(`${where} must be true or false`);
  const present =
    ctx.dialect === 'sqlite' && target.kind === 'json'
      ? sql`json_type(data, ${target.sqlitePath}) IS NOT NULL`
      : sql`${target.expr} IS NOT NULL`;
  return raw ? present : not(present);
}

function regex(
  ctx: Context,
  target: FieldTarget,
  raw: unknown,
  options: unknown,
  where: string,
): Sql {
  if (typeof raw !== 'string' || raw.length > LIMITS.regexLength) {
    throw new QueryError(`${where} must be a pattern of at most ${LIMITS.regexLength} characters`);
  }
  if (options !== undefined && options !== '' && options !== 'i') {
    throw new QueryError(`${where}: only the "i" option is supported`);
  }
  const flags = options === 'i' ? 'i' : '';
  try {
    new RegExp(raw, flags);
  } catch {
    throw new QueryError(`${where} is not a valid regular expression`);
  }
  checkRepetitions(raw, where);
  let compiled;
  try {
    // SQLite runs patterns with RE2 (linear time); PostgreSQL gets the same subset.
    compiled = linearRegex(raw, flags);
  } catch {
    throw new QueryError(
      `${where} uses syntax that is not supported (backreferences, lookarounds)`,
    );
  }
  checkProgramSize(compiled, where);
  if (!isSafeRegex(raw)) throw new QueryError(`${where} is too complex to run safely`);
  const like = ctx.dialect === 'sqlite' ? likeForLiteral(raw, flags) : undefined;
  return anyValue(ctx, target, (t) => {
    if (ctx.dialect === 'sqlite') {
      if (like === undefined) {
        ctx.regexStatement ??= nextRegexStatement();
        return sql`vitrine_regex(${t.expr}, ${raw}, ${flags}, ${ctx.regexStatement}, ${ctx.regexTimeLimitMs}) = 1`;
      }
      const matches = sql`${t.expr} LIKE ${like} ESCAPE ${sql.lit('\\')}`;
      // Like the regex, never match a number or a boolean (LIKE would read them as text).
      return t.textOnly ? matches : sql`(typeof(${t.expr}) = 'text' AND ${matches})`;
    }
    const text = t.kind === 'column' ? t.expr : (t.pgText ?? sql`(${t.expr} #>> '{}')`);
    return flags ? sql`${text} ~* ${raw}` : sql`${text} ~ ${raw}`;
  });
}

/**
 * SQLite: a case-insensitive pattern that is plain ASCII text (what the console sends: escaped
 * user input) runs as a LIKE, which folds ASCII case as the regex would, at a fraction of the
 * cost of a regex on every row. (PostgreSQL's `~*` is as fast as its ILIKE: it keeps the regex.)
 */
function likeForLiteral(pattern: string, flags: string) {
  if (flags !== 'i') return undefined;
  const literal = plainLiteral(pattern);
  if (!literal || !/^[\x20-\x7e]*$/.test(literal.text)) return undefined;
  return likePattern(literal);
}

function size(ctx: Context, target: FieldTarget, raw: unknown, where: string): Sql {
  if (!Number.isInteger(raw) || (raw as number) < 0)
    throw new QueryError(`${where} must be a whole number`);
  if (ctx.dialect === 'sqlite') return sql`json_array_length(data, ${target.sqlitePath}) = ${raw}`;
  return sql`(CASE WHEN jsonb_typeof(${target.expr}) = 'array' THEN jsonb_array_length(${target.expr}) END) = ${raw}`;
}

function operator(
  ctx: Context,
  field: string,
  target: FieldTarget,
  op: string,
  value: unknown,
  spec: Record<string, unknown>,
  depth: number,
): Sql | undefined {
  const where = `${field}.${op}`;
  switch (op) {
    case '$eq':
      return Array.isArray(value)
        ? inList(ctx, target, value, where)
        : equals(ctx, target, value, where);
    case '$ne':
      return not(equals(ctx, target, value, where));
    case '$in':
      return inList(ctx, target, value, where);
    case '$nin':
      return not(inList(ctx, target, value, where));
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const checked = checkPrimitive(value, where);
      if (checked === null) throw new QueryError(`${where} needs a value`);
      const symbol = sql.raw(COMPARISONS[op]);
      return anyValue(ctx, target, (t) => sql`${t.expr} ${symbol} ${param(ctx, t, checked)}`);
    }
    case '$exists':
      return exists(ctx, target, value, where);
    case '$regex':
      return regex(ctx, target, value, spec.$options, where);
    case '$options':
      if (!('$regex' in spec)) throw new QueryError(`${where} is only valid next to $regex`);
      return undefined;
    case '$not':
      if (!isPlainObject(value)) throw new QueryError(`${where} must be an object of operators`);
      return not(fieldCondition(ctx, field, value, depth + 1));
    case '$all':
      if (!Array.isArray(value) || value.length === 0)
        throw new QueryError(`${where} must be a non-empty list`);
      return and(value.map((item, index) => equals(ctx, target, item, `${where}[${index}]`)));
    case '$size':
      return size(ctx, target, value, where);
    default:
      throw new QueryError(`Unknown operator "${op}" for field "${field}"`);
  }
}

function fieldCondition(ctx: Context, field: string, spec: unknown, depth: number): Sql {
  if (depth > LIMITS.depth) throw new QueryError('The filter is nested too deeply');
  ctx.conditions += 1;
  if (ctx.conditions > LIMITS.conditions)
    throw new QueryError('The filter has too many conditions');
  const target = resolveField(ctx.dialect, ctx.entity, field);
  if (Array.isArray(spec)) return inList(ctx, target, spec, field);
  if (!isPlainObject(spec)) return equals(ctx, target, spec, field);
  const keys = Object.keys(spec);
  if (keys.length === 0) throw new QueryError(`The condition on "${field}" is empty`);
  const unknown = keys.find((key) => !FIELD_OPERATORS.has(key));
  if (unknown !== undefined) {
    throw new QueryError(
      unknown.startsWith('$')
        ? `Unknown operator "${unknown}" for field "${field}"`
        : `The condition on "${field}" must use operators such as $eq, not "${unknown}"`,
    );
  }
  const parts = keys
    .map((op) => operator(ctx, field, target, op, spec[op], spec, depth))
    .filter((part): part is Sql => part !== undefined);
  return and(parts);
}

function logical(ctx: Context, op: string, value: unknown, depth: number): Sql {
  if (!Array.isArray(value) || value.length === 0)
    throw new QueryError(`${op} must be a non-empty list of conditions`);
  const parts = value.map((item) => compileNode(ctx, item, depth + 1));
  if (op === '$and') return and(parts);
  if (op === '$or') return or(parts);
  return not(or(parts));
}

/** `{$search: "words"}`: a full-text search of the fields the entity declares searchable. */
function textSearch(ctx: Context, value: unknown): Sql {
  if (!ctx.entity.search)
    throw new QueryError(`${ctx.entity.name} cannot be searched with $search`);
  if (typeof value !== 'string') throw new QueryError('$search must be text');
  if (value.length > LIMITS.searchLength)
    throw new QueryError(`$search may have at most ${LIMITS.searchLength} characters`);
  ctx.conditions += 1;
  return searchCondition(ctx.dialect, ctx.entity, value);
}

function compileNode(ctx: Context, node: unknown, depth: number): Sql {
  if (depth > LIMITS.depth) throw new QueryError('The filter is nested too deeply');
  if (!isPlainObject(node)) throw new QueryError('A filter must be a JSON object');
  const parts = Object.entries(node).map(([key, value]) => {
    if (key === '$and' || key === '$or' || key === '$nor') return logical(ctx, key, value, depth);
    if (key === '$search') return textSearch(ctx, value);
    if (key.startsWith('$')) throw new QueryError(`Unknown operator "${key}"`);
    return fieldCondition(ctx, key, value, depth + 1);
  });
  return and(parts);
}

/**
 * Compiles a Mongo-style filter into a parameterised SQL condition for the dialect. Field names
 * are checked against the entity's declaration; every value is a bound parameter. On SQLite, a
 * condition with `$regex` is timed per compile: run it in one statement, once.
 */
export function compileFilter(
  dialect: Dialect,
  entity: EntityDefinition,
  filter: unknown,
  options: CompileOptions = {},
): Sql {
  const regexTimeLimitMs = options.regexTimeLimitMs ?? DEFAULT_REGEX_TIME_LIMIT_MS;
  return compileNode({ dialect, entity, conditions: 0, regexTimeLimitMs }, filter, 0);
}
