import {
  SSO_ERROR_PARAM,
  SSO_ERRORS,
  type SignInProviders,
  type SsoError,
} from '@vitrine/contract/access/sso';
import type { Locale } from '@vitrine/contract/locales';
import { useEffect, useState } from 'react';
import { readAppId } from '../../../shared/api/app-id';
import { returnPath } from '../../shared/console-client';
import { fillCopy } from '../../shared/console-locale';
import { ssoCopy as en } from '../content/en/sso';
import { ssoCopy as fr } from '../content/fr/sso';

const isSsoError = (value: string | null): value is SsoError =>
  (SSO_ERRORS as readonly (string | null)[]).includes(value);

/**
 * « Sign in with {label} » when the server has company sign-in on (`auth/providers`), and why the
 * last one was refused (`?sso_error=`). The button leaves for the provider through the server,
 * which comes back with a session to the console page of `from_url` (else `/admin`).
 */
export function SsoSignIn({ locale, params }: { locale: Locale; params: URLSearchParams }) {
  const copy = locale === 'en' ? en : fr;
  const [label, setLabel] = useState<string>();
  const error = params.get(SSO_ERROR_PARAM);
  const fromUrl = params.get('from_url');

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/apps/${readAppId()}/auth/providers`, { signal: controller.signal })
      .then((answer) => (answer.ok ? (answer.json() as Promise<SignInProviders>) : undefined))
      .then((providers) => setLabel(providers?.sso?.label))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  // Read on click: the page's origin is known only in the browser.
  const start = () => {
    const returnTo = returnPath(fromUrl, window.location.origin);
    window.location.assign(
      `/api/apps/${readAppId()}/auth/sso/login?from_url=${encodeURIComponent(returnTo)}`,
    );
  };
  if (!label && !isSsoError(error)) return null;
  return (
    <div className="mb-6">
      {isSsoError(error) ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {copy.refused[error]}
        </p>
      ) : null}
      {label ? (
        <>
          <button
            type="button"
            onClick={start}
            className="flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-ink shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            {fillCopy(copy.button, { label })}
          </button>
          <p className="mt-6 text-center text-sm text-slate-500">{copy.or}</p>
        </>
      ) : null}
    </div>
  );
}
