import type { Locale } from '@vitrine/contract/locales';
import type { ApiFailure } from '../shared/api-failure';
import { fillCopy } from '../shared/console-locale';
import type { ConsoleAiCopy } from './content/fr/console-ai';

/** The API codes of the AI routes (common to the server, `API_ERROR_CODES`). */
export const AI_CODES = {
  notConfigured: 'AI_NOT_CONFIGURED',
  budgetSpent: 'AI_BUDGET_SPENT',
  busy: 'AI_BUSY',
  timeout: 'AI_TIMEOUT',
  providerError: 'AI_PROVIDER_ERROR',
  outputRejected: 'AI_OUTPUT_REJECTED',
  translationExists: 'AI_TRANSLATION_EXISTS',
  translationPublished: 'AI_TRANSLATION_PUBLISHED',
} as const;

/** The first day of the month after `month` (`YYYY-MM`, UTC), when the budget renews. */
export function budgetRenewal(month: string | undefined, now = new Date()): Date {
  const match = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  const [year, index] = match
    ? [Number(match[1]), Number(match[2]) - 1]
    : [now.getUTCFullYear(), now.getUTCMonth()];
  return new Date(Date.UTC(year, index + 1, 1));
}

/**
 * A failed AI call as a sentence a person understands, in the console's language: each code of
 * the AI routes has its own; anything else says the server's message.
 */
export function aiFailureMessage(
  failure: Pick<ApiFailure, 'code' | 'message'>,
  copy: ConsoleAiCopy,
  locale: Locale,
  month?: string,
): string {
  const { errors } = copy;
  switch (failure.code) {
    case AI_CODES.notConfigured:
      return errors.notConfigured;
    case AI_CODES.budgetSpent: {
      const date = budgetRenewal(month).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return fillCopy(errors.budgetSpent, { date });
    }
    case AI_CODES.busy:
      return errors.busy;
    case AI_CODES.timeout:
      return errors.timeout;
    case AI_CODES.providerError:
      return fillCopy(errors.providerError, { message: failure.message });
    case AI_CODES.outputRejected:
      return fillCopy(errors.outputRejected, { message: failure.message });
    case AI_CODES.translationExists:
      return errors.translationExists;
    case AI_CODES.translationPublished:
      return errors.translationPublished;
    default:
      return fillCopy(errors.failed, { message: failure.message });
  }
}
