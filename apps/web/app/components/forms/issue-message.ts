import type { FormsCopy } from '../../content/fr/forms';
import type { FieldIssue, FormKey } from './form-types';

type FieldMessages = Partial<Record<string, string>>;

/**
 * The message for a failed rule, in the page's language: the field's own message for that rule
 * (e.g. its `required` one), else the rule's. A checkbox can only be wrong by being unticked, so
 * any rule on one reads as its `required` message.
 */
export function issueMessage(
  copy: FormsCopy,
  form: FormKey,
  issue: FieldIssue,
  options: { checkbox?: boolean } = {},
) {
  const fields = copy[form].fields as Record<string, FieldMessages | undefined>;
  const own = fields[issue.field];
  const rule = options.checkbox ? 'required' : issue.rule;
  const ownMessage = own?.[rule];
  if (ownMessage) return ownMessage;
  const rules = copy.validation as Record<string, string | undefined>;
  const template = rules[rule] ?? copy.validation.invalid;
  return template.replace('{limit}', String(issue.limit ?? ''));
}
