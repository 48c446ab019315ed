import { MEDIA_LIMITS, MEDIA_USES, type MediaUse } from '@vitrine/contract/client/media-details';
import { useId } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import type { MediaLibrary } from '../use-media-library';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';

type Words = ConsoleBlogCopy['editor']['media'];

/** The library's search box (title, alt texts, file name) and its filter by use. */
export function MediaFilters({ library, words }: { library: MediaLibrary; words: Words }) {
  const id = useId();
  return (
    <div role="search" className="mt-4 grid gap-3 sm:grid-cols-[2fr_1fr]">
      <div>
        <label htmlFor={`${id}-q`} className={CONSOLE_LABEL}>
          {words.search}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={library.search}
          maxLength={MEDIA_LIMITS.search}
          aria-describedby={`${id}-q-help`}
          onChange={(event) => library.setSearch(event.target.value)}
          className={CONSOLE_CONTROL}
        />
        <p id={`${id}-q-help`} className="mt-1 text-xs text-slate-600">
          {words.searchHelp}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-use`} className={CONSOLE_LABEL}>
          {words.useFilter}
        </label>
        <select
          id={`${id}-use`}
          value={library.use}
          onChange={(event) => library.setUse(event.target.value as MediaUse | '')}
          className={CONSOLE_CONTROL}
        >
          <option value="">{words.uses.all}</option>
          {MEDIA_USES.map((use) => (
            <option key={use} value={use}>
              {words.uses[use]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** How many images match, and the previous and next pages when there are several. */
export function MediaPager({ library, words }: { library: MediaLibrary; words: Words }) {
  const { page, pages, total, setPage } = library;
  if (total === 0) return null;
  return (
    <nav aria-label={words.title} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span className="text-slate-700">{fillCopy(words.count, { total })}</span>
      {pages > 1 ? (
        <>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {words.previous}
          </button>
          <span className="text-slate-700">{fillCopy(words.page, { page, pages })}</span>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {words.next}
          </button>
        </>
      ) : null}
    </nav>
  );
}
