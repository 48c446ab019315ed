import { useId, type ReactNode } from 'react';

/**
 * The opening of a page whose body comes later (Contact, Demo, Waitlist, Blog, BlogPost): its
 * single heading and intro, on the same light band as the other pages' heroes.
 */
export function PageFrame({
  heading,
  intro,
  compact = false,
  children,
}: {
  heading: string;
  intro?: string;
  /** Less space under the intro, for a page whose body follows right away (forms). */
  compact?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  const bottom = compact ? 'pb-10 sm:pb-14' : 'pb-20 sm:pb-28';
  return (
    <>
      <section
        aria-labelledby={headingId}
        className="bg-gradient-to-b from-indigo-50 via-white to-white"
      >
        <div className={`mx-auto max-w-3xl px-4 pt-16 text-center sm:px-6 sm:pt-24 ${bottom}`}>
          <h1
            id={headingId}
            className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl"
          >
            {heading}
          </h1>
          {intro ? (
            <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-600">{intro}</p>
          ) : null}
        </div>
      </section>
      {children}
    </>
  );
}
