import type { BlogCategory } from '@vitrine/contract/entities/field-options';
import type { BlogCopy } from '../../../content/fr/blog';

/** A post's category, upper-case, words separated by spaces (docs/product.md §2.13). */
export function CategoryBadge({
  category,
  categories,
}: {
  category: BlogCategory;
  categories: BlogCopy['categories'];
}) {
  const label = categories[category] ?? category.replace(/-/g, ' ');
  return (
    <span className="inline-flex rounded-full bg-brand/10 px-3 py-1 text-xs font-bold tracking-wide text-brand uppercase">
      {label}
    </span>
  );
}
