import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_ERROR_CODES, type ApiErrorBody } from '@vitrine/contract/errors';
import type { ValidationIssue } from '@vitrine/contract/validation/validate-record';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

/**
 * Routes of a fixed shape declare their body, query and params as TypeBox schemas: Fastify checks
 * the request before the handler runs (without coercing the body) and the handler's types come
 * from the same schema. A request of the wrong shape is a 400 naming its fields.
 */
export function typedRoutes(scope: FastifyInstance) {
  scope.setValidatorCompiler(TypeBoxValidatorCompiler);
  return scope.withTypeProvider<TypeBoxTypeProvider>();
}

const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The headers',
};

const RULES: Record<string, ValidationIssue['rule']> = {
  required: 'required',
  type: 'type',
  minLength: 'minLength',
  maxLength: 'maxLength',
  enum: 'enum',
  const: 'const',
  anyOf: 'enum',
  pattern: 'pattern',
  format: 'format',
  minimum: 'minimum',
  maximum: 'maximum',
  maxItems: 'maxItems',
};

function issuesOf(errors: FastifySchemaValidationError[], part: string): ValidationIssue[] {
  const issues = new Map<string, ValidationIssue>();
  for (const error of errors) {
    const rule = RULES[error.keyword] ?? 'type';
    const missing = (error.params as { requiredProperties?: string[] }).requiredProperties;
    if (rule === 'required' && missing) {
      for (const field of missing)
        issues.set(field, { field, rule, message: `${field} is required` });
      continue;
    }
    const field = error.instancePath.slice(1).replaceAll('/', '.');
    if (issues.has(field)) continue;
    const subject = field || PART_NAMES[part] || part;
    const message =
      field === '' && rule === 'type'
        ? `${subject} must be a JSON object`
        : `${subject} ${error.message ?? 'is not valid'}`;
    issues.set(field, { field: field || part, rule, message });
  }
  return [...issues.values()];
}

/** The answer to a request that failed its route schema (Fastify's `FST_ERR_VALIDATION`). */
export function schemaFailureBody(
  errors: FastifySchemaValidationError[],
  part = 'body',
): ApiErrorBody {
  const issues = issuesOf(errors, part);
  const whole = issues.find((issue) => issue.field === part);
  const fields = issues.map((issue) => issue.field).join(', ');
  return {
    message: whole ? whole.message : `Please check these fields: ${fields}`,
    detail: issues.map((issue) => issue.message).join('; '),
    code: API_ERROR_CODES.badRequest,
    errors: issues,
  };
}

/** A Fastify scope whose routes take their types from their TypeBox schemas. */
export type TypedApi = ReturnType<typeof typedRoutes>;
