import { useId } from 'react';

interface NewsletterCopy {
  title: string;
  text: string;
  emailLabel: string;
  emailPlaceholder: string;
  subscribe: string;
  consent: string;
}

/**
 * The newsletter sign-up: an email box, an unticked consent box and a button. It has no submit
 * behaviour yet (SPEC §2); the forms issue connects it.
 */
export function NewsletterBox({ copy }: { copy: NewsletterCopy }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{copy.text}</p>
      <form className="mt-5" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-200">
          {copy.emailLabel}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            className="min-h-11 w-full min-w-0 rounded-lg border border-white/20 bg-white px-3.5 text-base text-ink placeholder:text-slate-500 sm:flex-1"
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-lg bg-brand px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-strong"
          >
            {copy.subscribe}
          </button>
        </div>
        <div className="mt-4 flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-300">
            {copy.consent}
          </label>
        </div>
      </form>
    </section>
  );
}
