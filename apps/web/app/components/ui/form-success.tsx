import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * What replaces a form once it is sent: a check icon and the message. It takes the focus, so
 * keyboard and screen-reader users land on it (the form they were in is gone).
 */
export function FormSuccess({
  title,
  text,
  tone = 'light',
}: {
  title: string;
  text: string;
  tone?: 'light' | 'dark';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const dark = tone === 'dark';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`flex gap-4 rounded-2xl p-6 outline-none ${
        dark
          ? 'bg-white/5 text-white ring-1 ring-white/15'
          : 'bg-emerald-50 text-ink ring-1 ring-emerald-200'
      }`}
    >
      <CircleCheck
        aria-hidden="true"
        className={`size-8 shrink-0 ${dark ? 'text-emerald-300' : 'text-emerald-600'}`}
      />
      <div>
        <p className="text-lg font-semibold">{title}</p>
        <p className={`mt-1 ${dark ? 'text-slate-300' : 'text-slate-700'}`}>{text}</p>
      </div>
    </div>
  );
}
