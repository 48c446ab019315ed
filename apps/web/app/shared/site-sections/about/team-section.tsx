import type { TeamMemberView } from '../../site-content/record-views';
import { Container } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';

/**
 * The team: portrait (square) when there is one, name, role and description. The columns follow
 * the list's width (`@container`).
 */
export function TeamList({ members }: { members: TeamMemberView[] }) {
  return (
    <div className="@container">
      <ul className="grid gap-6 @min-[37rem]:grid-cols-2 @min-[60rem]:grid-cols-4">
        {members.map((member, index) => (
          <li
            key={index}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            {member.portrait ? (
              <img
                src={member.portrait}
                alt={member.portraitAlt}
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
        ))}
      </ul>
    </div>
  );
}

/** The About page's team, under its title. */
export function TeamSection({
  copy,
  members,
}: {
  copy: { title: string; subtitle: string };
  members: TeamMemberView[];
}) {
  return (
    <section aria-labelledby="about-team-title" className="bg-white py-16 sm:py-24">
      <Container className="flex flex-col gap-12 sm:gap-16">
        <SectionHeading id="about-team-title" title={copy.title} subtitle={copy.subtitle} />
        <TeamList members={members} />
      </Container>
    </section>
  );
}
