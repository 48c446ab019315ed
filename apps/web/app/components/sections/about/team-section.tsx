import type { AboutCopy } from '../../../content/fr/about';
import { Container } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';

/** Illustrated portraits (original SVGs, 1:1), by team member id. */
const PORTRAITS: Record<string, string> = {
  'claire-dumont': '/images/about/claire-dumont.svg',
  'thomas-nguyen': '/images/about/thomas-nguyen.svg',
  'ines-haddad': '/images/about/ines-haddad.svg',
  'marc-lefevre': '/images/about/marc-lefevre.svg',
};

/** The four team members: portrait, name, role and description. */
export function TeamSection({ copy }: { copy: AboutCopy['team'] }) {
  return (
    <section aria-labelledby="about-team-title" className="bg-white py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="about-team-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.members.map((member) => {
            const portrait = PORTRAITS[member.id];
            return (
              <li
                key={member.id}
                className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
              >
                {portrait ? (
                  <img
                    src={portrait}
                    alt={member.imageAlt}
                    width={160}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    className="mx-auto size-32 rounded-full bg-indigo-50 ring-4 ring-indigo-50 sm:size-36"
                  />
                ) : null}
                <div className="flex flex-col gap-1">
                  <h3 className="text-lg font-semibold text-ink">{member.name}</h3>
                  <p className="text-sm font-medium text-brand">{member.role}</p>
                </div>
                <p className="text-sm leading-relaxed text-slate-600">{member.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
