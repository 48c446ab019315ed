import type { BlogCopy } from '../../../content/fr/blog';

/**
 * The three share targets (docs/product.md §2.14): the page's public address, and for Twitter the
 * title.
 */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

export function ShareLinks({
  url,
  title,
  copy,
}: {
  url: string;
  title: string;
  copy: BlogCopy['post'];
}) {
  const targets = shareTargets(url, title);
  return (
    <aside aria-labelledby="share-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="share-title" className="text-base font-semibold text-ink">
        {copy.shareTitle}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {(Object.keys(targets) as (keyof typeof targets)[]).map((network) => (
          <li key={network}>
            <a
              href={targets[network]}
              target="_blank"
              rel="noopener noreferrer"
              data-share={network}
              className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand hover:text-brand"
            >
              {copy.shareOn[network]}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
