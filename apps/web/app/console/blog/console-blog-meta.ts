import type { Locale } from '@vitrine/contract/locales';
import { consoleBlogCopy as consoleBlogEn } from './content/en/console-blog';
import { consoleBlogCopy as consoleBlogFr } from './content/fr/console-blog';
import type { ConsoleBlogCopy } from './content/fr/console-blog';
import { CONSOLE_LAYOUT_ID } from '../shared/console-routes';
import { consoleMeta } from '../shared/console-route-data';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * A blog page's `<title>` (« Articles du blog · Console Vitrine »), in the console's language
 * as the layout's loader found it; noindex like every console page.
 */
export function consoleBlogMeta(
  matches: readonly (MatchLike | undefined)[],
  pick: (copy: ConsoleBlogCopy) => string,
) {
  const layout = matches.find((match) => match?.id === CONSOLE_LAYOUT_ID);
  const data = layout?.loaderData as { locale?: Locale; copy?: { title?: string } } | undefined;
  const copy = data?.locale === 'en' ? consoleBlogEn : consoleBlogFr;
  const site = data?.copy?.title;
  return consoleMeta(site ? `${pick(copy)} · ${site}` : pick(copy));
}
