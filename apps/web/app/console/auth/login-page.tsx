import { useNavigate, useSearchParams } from 'react-router';
import type { Locale } from '@vitrine/contract/locales';
import { LoginForm } from './components/login-form';
import { SetPasswordForm } from './components/set-password-form';
import { SsoSignIn } from './components/sso-sign-in';
import { SiteLogo } from '../../shared/ui/site-logo';
import { returnPath } from '../shared/console-client';
import type { ConsoleCopy } from '../shared/content/fr/console';

/**
 * `/login`: signs in and goes back where the client came from (`from_url`, console pages only),
 * or, from an invitation or reset link (`set_password`), sets the password first. With company
 * sign-in on, its button comes first.
 */
export function LoginPage({ copy, locale }: { copy: ConsoleCopy; locale: Locale }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('set_password');
  const onSignedIn = () => navigate(returnPath(params.get('from_url'), window.location.origin));
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <SiteLogo name="Vitrine" />
        <h1 className="mt-8 text-2xl font-bold text-ink">
          {token ? copy.login.setPasswordTitle : copy.login.title}
        </h1>
        <p className="mt-2 mb-8 text-slate-600">
          {token ? copy.login.setPasswordIntro : copy.login.intro}
        </p>
        {token ? (
          <SetPasswordForm copy={copy} token={token} onSignedIn={onSignedIn} />
        ) : (
          <>
            <SsoSignIn locale={locale} params={params} />
            <LoginForm copy={copy} onSignedIn={onSignedIn} />
          </>
        )}
        <a
          href="/"
          className="mt-8 inline-block text-sm font-medium text-brand hover:text-brand-strong"
        >
          {copy.login.backToSite}
        </a>
      </div>
    </main>
  );
}
