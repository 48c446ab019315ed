import type { FeaturePageName } from '@vitrine/contract/site-pages';
import type { FeaturePagesCopy } from '../../../content/fr/feature-pages';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { FEATURE_ITEM_ICONS } from './feature-icons';

/**
 * docs/product.md §2.8: items animate in with a stagger of 0.2 s per index (computed in tenths: no
 * 0.6000…1).
 */
export function staggerDelay(index: number) {
  return `${(index * 2) / 10}s`;
}

/** The four items of a feature page, fading in one after the other. */
export function FeatureItemsSection({ copy }: { copy: FeaturePagesCopy[FeaturePageName] }) {
  return (
    <section aria-labelledby="feature-items-title" className="bg-white py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="feature-items-title" title={copy.itemsTitle} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {copy.items.map((item, index) => (
            <li
              key={item.id}
              style={{ animationDelay: staggerDelay(index) }}
              className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm motion-safe:animate-vt-fade-up sm:p-8"
            >
              <IconBadge icon={FEATURE_ITEM_ICONS[item.id] ?? 'sparkles'} />
              <div className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <p className="leading-relaxed text-slate-600">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
