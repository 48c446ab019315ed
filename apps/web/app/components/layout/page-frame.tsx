import type { ReactNode } from 'react';

/**
 * The opening of a page whose body comes later (Contact, Demo, Waitlist, Blog, BlogPost): its
 * single heading and intro, on the same light band as the other pages' heroes.
 */
export function PageFrame({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <>
      <section className="bg-gradient-to-b from-indigo-50 via-white to-white">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <h1 className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-600">{intro}</p>
        </div>
      </section>
      {children}
    </>
  );
}
