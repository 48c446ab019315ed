import type { Locale } from '@vitrine/contract/locales';
import type * as FormEngineModule from './form-engine';

/** The entities the site's forms create. */
export type FormEntity =
  'WaitlistSubscriber' | 'ContactMessage' | 'DemoRequest' | 'NewsletterSubscriber';

/** Which block of the forms' copy (`content/fr/forms.ts`) holds a form's field messages. */
export type FormKey = 'waitlist' | 'contact' | 'demo' | 'newsletter';

/** A failed rule on one field, from the validator or from a 422 answer. */
export interface FieldIssue {
  field: string;
  rule: string;
  limit?: number;
}

/** Why a send failed. Only kind, status and code are ever logged: never what was typed. */
export type SendFailure =
  | { kind: 'invalid'; status?: number; code: string; issues: FieldIssue[] }
  | {
      kind: 'rate-limited' | 'unreachable' | 'server' | 'challenge';
      status?: number;
      code: string;
    };

/** A field's message per field name; a field without one is fine. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form sends: its values (the page's language is added), and the honeypot's content. */
export interface FormSubmission {
  entity: FormEntity;
  form: FormKey;
  locale: Locale;
  values: Record<string, unknown>;
  honeypot: string;
}

/**
 * How a submission ended: sent; refused with messages for its fields (by the validator or by the
 * server's 422); or failed, with a destructive toast already shown and the failure logged.
 */
export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'failed'; dismiss: () => void };

/** The lazily loaded module (`api/load-form-engine.ts`). */
export type FormEngine = typeof FormEngineModule;
