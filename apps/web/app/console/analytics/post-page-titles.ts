import type { BreakdownRow } from '@vitrine/contract/client/analytics-stats-client';
import type { Locale } from '@vitrine/contract/locales';
import { useEffect, useState } from 'react';
import { consoleClient } from '../shared/console-client';

/** The page properties whose values are pages (`/blogpost?slug=…` among them). */
const PAGE_TABLES: ReadonlySet<string> = new Set(['page', 'entry_page', 'exit_page']);
const POST_PAGE = /^(\/en)?\/blogpost\?slug=([a-z0-9-]{1,120})$/i;

/** The language and slug of a post's page as the analytics store it, or undefined. */
export function postOfPage(page: string): { language: Locale; slug: string } | undefined {
  const match = POST_PAGE.exec(page);
  if (!match) return undefined;
  return { language: match[1] ? 'en' : 'fr', slug: match[2]!.toLowerCase() };
}

const keyOf = (language: string, slug: string) => `${language}:${slug}`;

/**
 * The titles of the posts among a page table's rows, by page value, asked once per set of rows
 * (one call, the rows' slugs). Posts the account may not read keep their address.
 */
export function usePostTitles(table: string, rows: readonly BreakdownRow[]) {
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const posts = PAGE_TABLES.has(table)
    ? rows.flatMap((row) => {
        const post = postOfPage(row.value);
        return post ? [{ page: row.value, ...post }] : [];
      })
    : [];
  const wanted = posts.map((post) => post.page).join('\n');
  useEffect(() => {
    if (posts.length === 0) return;
    const controller = new AbortController();
    const slugs = [...new Set(posts.map((post) => post.slug))];
    consoleClient()
      .entities.BlogPost.filter(
        { slug: { $in: slugs } },
        '-created_date',
        slugs.length * 2,
        0,
        ['slug', 'language', 'title'],
        { signal: controller.signal },
      )
      .then((found) => {
        const byKey = new Map(
          found.map((post) => [keyOf(String(post.language), String(post.slug)), post.title]),
        );
        const next = new Map<string, string>();
        for (const post of posts) {
          const title = byKey.get(keyOf(post.language, post.slug));
          if (typeof title === 'string') next.set(post.page, title);
        }
        setTitles(next);
      })
      .catch(() => {
        // Without titles, the table shows the addresses, as before.
      });
    return () => controller.abort();
    // `wanted` stands for `posts`: a new array each render, the same pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return titles;
}
