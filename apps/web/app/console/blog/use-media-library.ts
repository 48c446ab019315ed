import type { MediaItem } from '@vitrine/contract/client/media-client';
import { MEDIA_LIMITS, type MediaUse } from '@vitrine/contract/client/media-details';
import { useEffect, useState } from 'react';
import type { ConsoleBlogCopy } from './content/fr/console-blog';
import { apiFailure } from '../shared/api-failure';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';

type Words = ConsoleBlogCopy['editor']['media'];

/** Waits this long after the last key before searching. */
const SEARCH_DELAY_MS = 300;

/**
 * The library's page on screen while the dialog is open: its search, use filter and page number,
 * the images of that page and how many match, and a status line (loading, none, failure).
 */
export function useMediaLibrary(open: boolean, words: Words) {
  const { client } = useConsole();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [use, setUse] = useState<MediaUse | ''>('');
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<MediaItem[]>();
  const [total, setTotal] = useState(0);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => (setQuery(search.trim()), setPage(1)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setNotice(words.loading);
    const asked = { q: query, use: use || undefined, page, limit: MEDIA_LIMITS.pageSize };
    client.media.list(asked, { signal: controller.signal }).then(
      (answer) => {
        setItems(answer.items);
        setTotal(answer.total);
        const filtered = query !== '' || use !== '';
        setNotice(answer.total > 0 ? '' : filtered ? words.noMatch : words.empty);
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setNotice(fillCopy(words.loadFailed, { message: apiFailure(error).message }));
      },
    );
    return () => controller.abort();
  }, [open, client, words, query, use, page]);

  const pages = Math.max(1, Math.ceil(total / MEDIA_LIMITS.pageSize));
  return {
    search,
    setSearch,
    use,
    setUse: (next: MediaUse | '') => (setUse(next), setPage(1)),
    page,
    pages,
    setPage,
    items,
    total,
    notice,
    setNotice,
    /** Replaces one image on the page (after it was described) or drops it (deleted). */
    change: (name: string, next?: MediaItem) =>
      setItems((list) =>
        list?.flatMap((item) => (item.name !== name ? [item] : next ? [next] : [])),
      ),
  };
}

export type MediaLibrary = ReturnType<typeof useMediaLibrary>;
