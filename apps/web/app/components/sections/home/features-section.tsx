import type { HomeCopy } from '../../../content/fr/home';
import type { SiteIconName } from '../../../shared/icons/site-icons';
import { Container } from '../../../shared/ui/container';
import { IconBadge } from '../../../shared/ui/icon-badge';
import { SectionHeading } from '../../../shared/ui/section-heading';

const ICONS: Record<string, SiteIconName> = {
  'ai-content': 'sparkles',
  'multi-screen': 'monitor-smartphone',
  'smart-scheduling': 'calendar-clock',
};

/** The three headline features of the home page. */
export function FeaturesSection({ copy }: { copy: HomeCopy['features'] }) {
  return (
    <section aria-labelledby="home-features-title" className="bg-white py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="home-features-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="grid gap-6 md:grid-cols-3">
          {copy.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md sm:p-8"
            >
              <IconBadge icon={ICONS[item.id] ?? 'sparkles'} />
              <h3 className="text-xl font-semibold text-ink">{item.title}</h3>
              <p className="leading-relaxed text-slate-600">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
