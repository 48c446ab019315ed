import type { Locale } from '@vitrine/contract/locales';
import type { ConsoleCopy } from '../../../content/fr/console';
import { fillCopy } from '../../../i18n/console-locale';
import { BUTTON } from './button-styles';

interface PostsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  label: string;
  copy: ConsoleCopy;
  locale: Locale;
  onPage: (page: number) => void;
}

/** Which posts are shown out of how many, and the previous and next pages. */
export function PostsPager(props: PostsPagerProps) {
  const { page, pageSize, total, label, copy, locale, onPage } = props;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        {fillCopy(copy.paging.range, { from: format(from), to: format(to), total: format(total) })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {copy.actions.previous}
        </button>
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={to >= total}
          onClick={() => onPage(page + 1)}
        >
          {copy.actions.next}
        </button>
      </div>
    </nav>
  );
}
