import type { ApiErrorIssue } from '@vitrine/contract/client/api-error';
import { ENTITIES } from '@vitrine/contract/entities/entity-registry';
import { PLAN_CURRENCIES } from '@vitrine/contract/entities/plan';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import type { ConsoleContentCopy } from './content/fr/console-content';
import { fillCopy } from '../shared/console-locale';
import { KIND_ENTITIES, type ContentDraft, type ContentKind } from './content-kinds';

/** Messages by field path (`prices.eur`, `name.fr`, `features.en`, `starter.fr`). */
export type ContentErrors = Record<string, string>;

type ErrorCopy = ConsoleContentCopy['errors'];

/** One issue of the contract's validation (or of the server's 422) in the console's words. */
function messageOf(issue: ApiErrorIssue, copy: ErrorCopy) {
  const limit = issue.limit ?? 0;
  switch (issue.rule) {
    case 'required':
      return copy.required;
    case 'maxLength':
      return fillCopy(copy.maxLength, { limit });
    case 'maxItems':
      return fillCopy(copy.maxItems, { limit });
    case 'minimum':
      return fillCopy(copy.minimum, { limit });
    case 'maximum':
      return fillCopy(copy.maximum, { limit });
    case 'type':
      return /integer/.test(issue.message) ? copy.integer : copy.number;
    default:
      return fillCopy(copy.invalid, { message: issue.message });
  }
}

/** The issues as messages under their fields, the first one per field. */
export function issueMessages(issues: readonly ApiErrorIssue[], copy: ErrorCopy): ContentErrors {
  const errors: ContentErrors = {};
  for (const issue of issues) {
    const path = issue.field.replace(/^\//, '').replaceAll('/', '.');
    errors[path] ??= messageOf(issue, copy);
  }
  return errors;
}

/**
 * Checks a draft against its entity's schema (the contract's, as the server does), plus what
 * the subset validator leaves out: a plan's prices in cents at most.
 */
export function validateDraft(kind: ContentKind, draft: ContentDraft, copy: ErrorCopy) {
  const result = validateRecord(ENTITIES[KIND_ENTITIES[kind]].schema, draft);
  const errors = result.ok ? {} : issueMessages(result.issues, copy);
  if (kind !== 'plans') return errors;
  const prices = (draft.prices ?? {}) as Record<string, unknown>;
  for (const currency of PLAN_CURRENCIES) {
    const price = prices[currency];
    const cents = typeof price === 'number' ? price * 100 : 0;
    if (Math.abs(cents - Math.round(cents)) > 1e-6) errors[`prices.${currency}`] ??= copy.cents;
  }
  return errors;
}
