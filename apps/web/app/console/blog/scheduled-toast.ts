import type { Locale } from '@vitrine/contract/locales';
import { formatDateTime } from '../../shared/format/format-date';
import type { ConsoleBlogCopy } from './content/fr/console-blog';
import { fillCopy } from '../shared/console-locale';
import type { PostRecord } from './post-types';
import { isScheduled } from './publication';

/**
 * A save's toast, told the post waits for its date: "It's live on the site now" becomes "Visible
 * on the site from {date}" for a scheduled post.
 */
export function scheduleAware<T extends { title: string; description?: string }>(
  toast: T,
  post: PostRecord,
  copy: ConsoleBlogCopy,
  locale: Locale,
): T {
  if (toast.description !== copy.editor.toasts.publishedText || !isScheduled(post)) return toast;
  const date = formatDateTime(post.published_date, locale);
  return { ...toast, description: fillCopy(copy.publishing.scheduledNote, { date }) };
}
