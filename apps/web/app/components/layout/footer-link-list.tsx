import type { Locale } from '@vitrine/contract/locales';
import { pagePath } from '@vitrine/contract/site-pages';
import { LINK_TARGETS } from '../../routing/link-targets';

interface FooterLinkListProps {
  locale: Locale;
  title: string;
  links: { id: string; label: string }[];
  /** Read after an entry that has no destination yet. */
  unavailable: string;
}

/** A footer column. Entries without a destination are plain text, never a dead link. */
export function FooterLinkList({ locale, title, links, unavailable }: FooterLinkListProps) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => {
          const page = LINK_TARGETS[link.id];
          return (
            <li key={link.id}>
              {page ? (
                <a
                  href={pagePath(locale, page)}
                  className="text-slate-200 underline-offset-4 transition-colors hover:text-white hover:underline"
                >
                  {link.label}
                </a>
              ) : (
                <span className="text-slate-400">
                  {link.label}
                  <span className="sr-only"> {unavailable}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
