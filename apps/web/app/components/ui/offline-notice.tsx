import { useFormCommonCopy } from '../../i18n/form-common-copy';

/** Inline, when a form's engine could not load (offline): nothing was sent, nothing was lost. */
export function OfflineNotice({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { title, description } = useFormCommonCopy().toast.unreachable;
  return (
    <p
      role="alert"
      className={`mt-4 text-sm font-medium ${tone === 'dark' ? 'text-red-300' : 'text-red-700'}`}
    >
      {title}. {description}
    </p>
  );
}
