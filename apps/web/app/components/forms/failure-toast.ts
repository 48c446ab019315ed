import type { Locale } from '@vitrine/contract/locales';
import type { FormsCopy } from '../../content/fr/forms';
import { commonCopy } from '../../i18n/common-copy';
import { toast } from '../../shared/toast/toast-store';
import type { SendFailure } from './form-types';

/**
 * The destructive toast of a failed send: too many attempts, the server unreachable, the
 * anti-robot check not passed, or a problem on its side; each says that what was typed is kept.
 */
export function failureToast(
  kind: SendFailure['kind'],
  toasts: FormsCopy['toasts'],
  locale: Locale,
) {
  let message = toasts.serverError;
  if (kind === 'rate-limited') message = toasts.rateLimited;
  if (kind === 'challenge') message = toasts.challengeFailed;
  if (kind === 'unreachable') message = commonCopy(locale).toast.unreachable;
  return toast({ ...message, variant: 'destructive' });
}
