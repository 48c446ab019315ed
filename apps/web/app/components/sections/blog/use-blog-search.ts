import type { BlogCategory } from '@vitrine/contract/entities/field-options';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { blogListingSearch, type BlogListing } from '../../../blog/blog-listing';

/** How long typing pauses before the results follow. */
const TYPING_PAUSE_MS = 250;

/**
 * The listing's search box and category buttons. The URL is the state: typing updates it after
 * a short pause (replacing the entry, so Back leaves the blog), a category at once, and the
 * route's loader brings that page of results from the server. The box keeps what is typed (and
 * its focus) while results arrive; `busy` is true meanwhile.
 */
export function useBlogSearch(listing: BlogListing) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [text, setText] = useState(listing.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The view last asked for: a category chosen while results are on their way is not forgotten
  // by a search typed meanwhile.
  const wanted = useRef({ q: listing.q, category: listing.category });

  // A view reached another way (Back, a pager link) shows its own search.
  useEffect(() => {
    wanted.current = { q: listing.q, category: listing.category };
    if (timer.current === undefined) setText(listing.q);
  }, [listing.q, listing.category]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: Omit<BlogListing, 'page'>, replace: boolean) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    wanted.current = next;
    const search = blogListingSearch({ ...next, page: 1 });
    void navigate(`${pathname}${search}`, { replace, preventScrollReset: true });
  };

  return {
    text,
    busy: navigation.state === 'loading' && navigation.location.pathname === pathname,
    type(value: string) {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => go({ q: value, category: wanted.current.category }, true),
        TYPING_PAUSE_MS,
      );
    },
    submit: () => go({ q: text, category: wanted.current.category }, true),
    choose: (category: BlogCategory | '') => go({ q: text, category }, false),
    clear() {
      setText('');
      go({ q: '', category: '' }, false);
    },
  };
}
