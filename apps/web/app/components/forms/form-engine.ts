/**
 * Everything a form needs only once the visitor uses it: the typed API client, the entity schemas
 * and the shared validator, the messages, the failure toasts and logs. Loaded on demand
 * (`api/load-form-engine.ts`), so no page pays for it up front.
 */
import type { Locale } from '@vitrine/contract/locales';
import { ApiError } from '@vitrine/contract/client/api-error';
import { createApiClient, type ApiClient } from '@vitrine/contract/client/create-api-client';
import type { EntityHandler } from '@vitrine/contract/client/entity-handler';
import { ContactMessage } from '@vitrine/contract/entities/contact-message';
import { DemoRequest } from '@vitrine/contract/entities/demo-request';
import type { EntityDefinition } from '@vitrine/contract/entities/entity-definition';
import { NewsletterSubscriber } from '@vitrine/contract/entities/newsletter-subscriber';
import { WaitlistSubscriber } from '@vitrine/contract/entities/waitlist-subscriber';
import { HONEYPOT_FIELD } from '@vitrine/contract/honeypot';
import { validateRecord } from '@vitrine/contract/validation/validate-record';
import { readAppId } from '../../shared/api/app-id';
import { formsCopy } from '../../i18n/forms-copy';
import { failureToast } from './failure-toast';
import type {
  FieldErrors,
  FieldIssue,
  FormEntity,
  FormSubmission,
  SendFailure,
  SubmitResult,
} from './form-types';
import { issueMessage } from './issue-message';
import { challengeFields } from './solve-challenge';

export { formsCopy };

/** The definitions of the entities the forms create, and no others. */
const FORM_ENTITIES: Record<FormEntity, EntityDefinition> = {
  WaitlistSubscriber,
  ContactMessage,
  DemoRequest,
  NewsletterSubscriber,
};

let client: { appId: string; api: ApiClient } | undefined;

/** One client per app id (read from the page when the form sends). */
function api() {
  const appId = readAppId();
  if (client?.appId !== appId) client = { appId, api: createApiClient({ appId }) };
  return client.api;
}

/** What went wrong, in the terms the forms act on. */
export function classifyFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { kind: 'server', code: 'UNEXPECTED' };
  const { status, code, issues } = error;
  if (status === undefined) return { kind: 'unreachable', code };
  if (status === 422 && issues?.length) {
    const fields = issues.map(({ field, rule, limit }) => ({ field, rule, limit }));
    return { kind: 'invalid', status, code, issues: fields };
  }
  if (status === 429) return { kind: 'rate-limited', status, code };
  if (code === 'CHALLENGE_REQUIRED' || code === 'CHALLENGE_FAILED') {
    return { kind: 'challenge', status, code };
  }
  return { kind: 'server', status, code };
}

async function sendRecord(entity: FormEntity, record: Record<string, unknown>, honeypot: string) {
  const handler = api().entities[entity] as EntityHandler<Record<string, unknown>, unknown>;
  const challenge = await challengeFields(readAppId());
  if (!challenge.ok) return challenge;
  const trap = honeypot === '' ? {} : { [HONEYPOT_FIELD]: honeypot };
  try {
    await handler.create({ ...record, ...challenge.fields, ...trap });
    return { ok: true } as const;
  } catch (error) {
    return { ok: false, failure: classifyFailure(error) } as const;
  }
}

/** The messages of some issues, one per field (the first), for the fields the form shows. */
function messagesOf(submission: FormSubmission, issues: FieldIssue[]) {
  const copy = formsCopy(submission.locale);
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (!(issue.field in submission.values)) continue;
    const checkbox = typeof submission.values[issue.field] === 'boolean';
    errors[issue.field] ??= issueMessage(copy, submission.form, issue, { checkbox });
  }
  return errors;
}

/** The shared validator, against the entity's own schema: the very rules the server applies. */
function check(submission: FormSubmission) {
  const record = { ...submission.values, language: submission.locale };
  return validateRecord(FORM_ENTITIES[submission.entity].schema, record);
}

/** The current message of every field that breaks a rule (for checks on blur). */
export function formErrors(submission: FormSubmission): FieldErrors {
  const checked = check(submission);
  return checked.ok ? {} : messagesOf(submission, checked.issues);
}

function logFailure(submission: FormSubmission, failure: SendFailure) {
  const { kind, status, code } = failure;
  console.error(`[forms] ${submission.entity} not sent`, { kind, status, code });
}

/**
 * Validates, then sends (calling `onSending` in between). Failures are logged without personal
 * data; those that no field can show become a destructive toast.
 */
export async function submitForm(
  submission: FormSubmission,
  onSending: () => void,
): Promise<SubmitResult> {
  const checked = check(submission);
  if (!checked.ok) return { kind: 'invalid', errors: messagesOf(submission, checked.issues) };
  onSending();
  const outcome = await sendRecord(submission.entity, checked.value, submission.honeypot);
  if (outcome.ok) return { kind: 'sent' };
  const { failure } = outcome;
  logFailure(submission, failure);
  const errors = failure.kind === 'invalid' ? messagesOf(submission, failure.issues) : {};
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const toast = failureToast(failure.kind, formsCopy(submission.locale).toasts, submission.locale);
  return { kind: 'failed', dismiss: toast.dismiss };
}

/**
 * Follows a newsletter e-mail link: confirms the subscription or removes it. A 4xx answer (other
 * than 429) means the token is unknown, used or expired; other failures are logged and toasted.
 */
export async function followNewsletterLink(
  action: 'confirm' | 'unsubscribe',
  token: string,
  locale: Locale,
): Promise<{ kind: 'done' | 'invalid' } | { kind: 'failed'; dismiss: () => void }> {
  try {
    await api().newsletter[action](token);
    return { kind: 'done' };
  } catch (error) {
    const failure = classifyFailure(error);
    const { kind, status, code } = failure;
    console.error(`[forms] newsletter ${action} failed`, { kind, status, code });
    if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
      return { kind: 'invalid' };
    }
    const toast = failureToast(kind, formsCopy(locale).toasts, locale);
    return { kind: 'failed', dismiss: toast.dismiss };
  }
}
