import { SendEmailParams } from '@vitrine/contract/integrations/send-email';
import { validateRecord, type ValidationIssue } from '@vitrine/contract/validation/validate-record';
import { ValidationError } from '../entities/entity-errors';
import { objectBody } from '../entities/request-body';

const PARAMETERS = Object.keys(SendEmailParams.properties).join(', ');

/** A line break, tab or other control character: a header value must stay one line. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const ONE_LINE_FIELDS = ['subject', 'from_name'] as const;

/**
 * The parameters of a SendEmail call, checked by the contract's rules (one address by the one
 * e-mail rule, lengths) and trimmed; the subject and sender name must be one line. 422 naming
 * every bad parameter, 400 when the body is not a JSON object.
 */
export function sendEmailInput(body: unknown): SendEmailParams {
  const input = objectBody(body);
  const result = validateRecord(SendEmailParams, input);
  const issues: ValidationIssue[] = result.ok
    ? []
    : result.issues.map((issue) =>
        issue.rule === 'unknown'
          ? { ...issue, message: `${issue.field} is not a parameter of SendEmail (${PARAMETERS})` }
          : issue,
      );
  for (const field of ONE_LINE_FIELDS) {
    const value = result.ok ? result.value[field] : input[field];
    if (issues.some((issue) => issue.field === field)) continue;
    if (typeof value === 'string' && CONTROL_CHARACTER.test(value.trim())) {
      const message = `${field} must be one line, without line breaks, tabs or control characters`;
      issues.push({ field, rule: 'characters', message });
    }
  }
  if (issues.length > 0 || !result.ok) throw new ValidationError(issues);
  return result.value as SendEmailParams;
}
