import type { MediaItem } from '@vitrine/contract/client/media-client';
import type { Locale } from '@vitrine/contract/locales';
import { useRef } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { apiFailure } from '../../shared/api-failure';
import { useConsole } from '../../shared/console-context';
import { fillCopy } from '../../shared/console-locale';
import { useModalDialog } from '../../shared/ui/use-modal-dialog';
import { BUTTON } from '../../shared/ui/button-styles';
import { useMediaLibrary } from '../use-media-library';
import { MediaFilters, MediaPager } from './media-filters';
import { MediaTile } from './media-tile';

type Words = ConsoleBlogCopy['editor']['media'];

/** The deletion's outcome, as a sentence: done, refused (in use, naming the posts and portraits) or failed. */
function deletionMessage(error: unknown, words: Words) {
  const { code, message, data } = apiFailure(error);
  if (code !== 'IN_USE') return fillCopy(words.deleteFailed, { message });
  const users = data as
    { posts?: { title: string }[]; team_members?: { name: string }[] } | undefined;
  const names = [
    ...(users?.posts ?? []).map((post) => `« ${post.title} »`),
    ...(users?.team_members ?? []).map(({ name }) => fillCopy(words.portraitOf, { name })),
  ];
  return fillCopy(words.inUse, { posts: names.join(', ') });
}

/**
 * The uploaded images, newest first, a page at a time, searched and filtered by use: to insert
 * one into the text (with its alt text of the post's language), describe one, or delete one no
 * post uses (the server refuses the others and says which posts use them).
 */
export function MediaLibraryDialog({
  open,
  words,
  language,
  onInsert,
  onClose,
}: {
  open: boolean;
  words: Words;
  language: Locale;
  onInsert: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const { client } = useConsole();
  const close = useRef<HTMLButtonElement>(null);
  const { dialog, titleId } = useModalDialog(open, onClose, close);
  const library = useMediaLibrary(open, words);
  const { items, notice, setNotice, change } = library;

  const remove = async (item: MediaItem) => {
    try {
      await client.media.remove(item.name);
      change(item.name);
      setNotice(words.deleted);
    } catch (error) {
      setNotice(deletionMessage(error, words));
    }
  };

  return (
    <dialog
      {...dialog}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {words.title}
        </h2>
        <button ref={close} type="button" onClick={onClose} className={BUTTON.secondary}>
          {words.close}
        </button>
      </div>
      <MediaFilters library={library} words={words} />
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden">
        {notice}
      </p>
      {items && items.length > 0 ? (
        <ul className="mt-4 grid max-h-[55vh] grid-cols-1 gap-4 overflow-y-auto min-[26rem]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <MediaTile
              key={item.name}
              item={item}
              words={words}
              language={language}
              onInsert={() => onInsert(item)}
              onDelete={() => void remove(item)}
              onChange={(next) => change(item.name, next)}
              onNotice={setNotice}
            />
          ))}
        </ul>
      ) : null}
      <MediaPager library={library} words={words} />
    </dialog>
  );
}
