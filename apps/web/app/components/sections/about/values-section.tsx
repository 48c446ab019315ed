import {
  Accessibility,
  Award,
  Lightbulb,
  MousePointerClick,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { AboutCopy } from '../../../content/fr/about';
import { Container } from '../../ui/container';
import { IconBadge } from '../../ui/icon-badge';
import { SectionHeading } from '../../ui/section-heading';

const ICONS: Record<string, LucideIcon> = {
  innovation: Lightbulb,
  simplicity: MousePointerClick,
  excellence: Award,
  accessibility: Accessibility,
};

/** The four values. */
export function ValuesSection({ copy }: { copy: AboutCopy['values'] }) {
  return (
    <section aria-labelledby="about-values-title" className="bg-slate-50 py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="about-values-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.items.map((value) => (
            <li
              key={value.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <IconBadge icon={ICONS[value.id] ?? Sparkles} />
              <h3 className="text-lg font-semibold text-ink">{value.title}</h3>
              <p className="leading-relaxed text-slate-600">{value.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
