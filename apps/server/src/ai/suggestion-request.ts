import {
  CONTENT_FILL_ENTITIES,
  CampaignSubjectsRequest,
  ImageAltRequest,
  PostSeoRequest,
  type ContentFillEntity,
  type ContentFillRequest,
  type SuggestionKind,
  type SuggestionRequest,
} from '@vitrine/contract/ai/ai-suggestions';
import type { Capability } from '@vitrine/contract/access/roles';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { isLocale, type Locale } from '@vitrine/contract/locales';
import { validateRecord, type ValidationIssue } from '@vitrine/contract/validation/validate-record';
import type { TObject } from 'typebox';
import { AppError } from '../errors/app-error';
import {
  isEmptySide,
  localizedFieldsOf,
  otherLocale,
  sideProblem,
  sideText,
} from './localized-fields';
import type { FieldToFill } from './suggestion-output';

/** Who may ask for each kind: a caller holding any one of these capabilities. */
export const KIND_CAPABILITIES: Record<SuggestionKind, readonly Capability[]> = {
  'post-seo': ['posts.own'],
  'image-alt': ['media', 'posts.own'],
  'campaign-subjects': ['campaigns'],
  'content-fill': ['content'],
};

const KIND_SCHEMAS: Record<Exclude<SuggestionKind, 'content-fill'>, TObject> = {
  'post-seo': PostSeoRequest,
  'image-alt': ImageAltRequest,
  'campaign-subjects': CampaignSubjectsRequest,
};

/** 400 naming the fields, as a request of the wrong shape is answered elsewhere. */
function badFields(issues: ValidationIssue[]) {
  const fields = issues.map((issue) => issue.field).join(', ');
  return new AppError(
    400,
    API_ERROR_CODES.badRequest,
    `Please check these fields: ${fields}`,
    issues.map((issue) => issue.message).join('; '),
    issues,
  );
}

const isFillEntity = (name: unknown): name is ContentFillEntity =>
  typeof name === 'string' && (CONTENT_FILL_ENTITIES as readonly string[]).includes(name);

function readFillRequest(body: Record<string, unknown>): ContentFillRequest {
  const issues: ValidationIssue[] = [];
  for (const key of Object.keys(body)) {
    if (!['kind', 'entity', 'from', 'values'].includes(key))
      issues.push({
        field: key,
        rule: 'unknown',
        message: `${key} is not a field of this request`,
      });
  }
  if (!isLocale(body.from))
    issues.push({ field: 'from', rule: 'enum', message: 'from must be one of: fr, en' });
  const { values } = body;
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    issues.push({ field: 'values', rule: 'type', message: 'values must be an object' });
  if (typeof body.entity !== 'string')
    issues.push({ field: 'entity', rule: 'type', message: 'entity must be a string' });
  if (issues.length > 0) throw badFields(issues);
  if (!isFillEntity(body.entity)) {
    const message = `entity must be one of: ${CONTENT_FILL_ENTITIES.join(', ')}`;
    throw new AppError(422, API_ERROR_CODES.validationFailed, message, message, [
      { field: 'entity', rule: 'enum', message },
    ]);
  }
  return {
    kind: 'content-fill',
    entity: body.entity,
    from: body.from as Locale,
    values: values as Record<string, unknown>,
  };
}

/** A request read and checked, a fill with the fields it fills: ready for the provider. */
export type PreparedSuggestion =
  Exclude<SuggestionRequest, ContentFillRequest> | (ContentFillRequest & { fields: FieldToFill[] });

/**
 * The request's body for its `kind` (the route's schema checked `kind`): 400 naming the fields
 * for a wrong shape or a text past its limit, 422 for an entity `content-fill` does not know.
 */
export function readSuggestionRequest(body: Record<string, unknown>): PreparedSuggestion {
  const kind = body.kind as SuggestionKind;
  if (kind === 'content-fill') {
    const request = readFillRequest(body);
    return { ...request, fields: fieldsToFill(request) };
  }
  const checked = validateRecord(KIND_SCHEMAS[kind], body);
  if (!checked.ok) throw badFields(checked.issues);
  return checked.value as unknown as PreparedSuggestion;
}

/**
 * The fields of a record to fill: its `Localized`/`LocalizedList` fields whose `from` side holds
 * a text and whose other side is empty. A side of the wrong shape or past its limit is a 400.
 */
export function fieldsToFill(request: ContentFillRequest): FieldToFill[] {
  const to = otherLocale(request.from);
  const issues: ValidationIssue[] = [];
  const fields: FieldToFill[] = [];
  for (const spec of localizedFieldsOf(ENTITIES[request.entity].schema)) {
    const given = request.values[spec.field];
    if (given === undefined || given === null) continue;
    if (typeof given !== 'object' || Array.isArray(given)) {
      const message = `values.${spec.field} must be an object {fr, en}`;
      issues.push({ field: `values.${spec.field}`, rule: 'type', message });
      continue;
    }
    const sides = given as Record<string, unknown>;
    // Only the side sent to the provider is checked: the other is read for emptiness alone.
    const problem = sideProblem(spec, sides[request.from]);
    const field = `values.${spec.field}.${request.from}`;
    if (problem) {
      issues.push({ field, rule: problem.rule, message: `${field} ${problem.message}` });
      continue;
    }
    if (isEmptySide(sides[request.from]) || !isEmptySide(sides[to])) continue;
    fields.push({ spec, source: sideText(sides[request.from]) });
  }
  if (issues.length > 0) throw badFields(issues);
  return fields;
}
