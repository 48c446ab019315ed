import { resolvePage } from '@vitrine/contract/site-pages';
import { useNavigation } from 'react-router';

/**
 * Loading states (docs/product.md §4.4): while a blog page's data is fetched in the browser (a
 * client-side navigation), a spinner with 'Loading blog posts...' or 'Loading article...'. Server
 * renders arrive loaded and show nothing.
 */
export function NavigationStatus({ copy }: { copy: { listing: string; post: string } }) {
  const navigation = useNavigation();
  const page =
    navigation.state === 'loading' ? resolvePage(navigation.location.pathname).page : undefined;
  const text = page === 'Blog' ? copy.listing : page === 'BlogPost' ? copy.post : undefined;
  if (!text) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-16 z-40 flex justify-center px-4 pt-4"
      data-testid="navigation-status"
    >
      <p className="inline-flex items-center gap-3 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 shadow-lg ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand border-t-transparent motion-reduce:animate-none"
        />
        {text}
      </p>
    </div>
  );
}
