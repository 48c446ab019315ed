import type { Locale } from '@vitrine/contract/locales';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { twoFactorLoginCopy as twoFactorEn } from './content/en/two-factor-login';
import { twoFactorLoginCopy as twoFactorFr } from './content/fr/two-factor-login';
import { TwoFactorForm } from './components/two-factor-form';
import { LoginForm, type MfaStep } from './components/login-form';
import { PasskeySecondFactor } from './components/passkey-second-factor';
import { PasskeySignInButton } from './components/passkey-sign-in-button';
import { SetPasswordForm } from './components/set-password-form';
import { SsoSignIn } from './components/sso-sign-in';
import { SiteLogo } from '../../shared/ui/site-logo';
import { returnPath } from '../shared/console-client';
import type { ConsoleCopy } from '../shared/content/fr/console';

const linkStyle = 'text-sm font-medium text-brand hover:text-brand-strong';

/**
 * `/login`: signs in and goes back where the client came from (`from_url`, console pages only),
 * or, from an invitation or reset link (`set_password`), sets the password first; `?forgot`
 * asks for a reset link. A passkey signs in alone, or confirms a password when the account asks
 * for a second factor (a code from an app, a recovery code or a passkey).
 */
export function LoginPage({ copy, locale }: { copy: ConsoleCopy; locale: Locale }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mfa, setMfa] = useState<MfaStep>();
  const token = params.get('set_password');
  const forgot = !token && params.has('forgot');
  const title = token
    ? copy.login.setPasswordTitle
    : forgot
      ? copy.login.forgotTitle
      : copy.login.title;
  const intro = token
    ? copy.login.setPasswordIntro
    : forgot
      ? copy.login.forgotIntro
      : copy.login.intro;
  const onSignedIn = () => navigate(returnPath(params.get('from_url'), window.location.origin));
  const twoFactorCopy = locale === 'en' ? twoFactorEn : twoFactorFr;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <SiteLogo name="Vitrine" />
        <h1 className="mt-8 text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-2 mb-8 text-slate-600">{intro}</p>
        {token ? (
          <SetPasswordForm copy={copy} token={token} onSignedIn={onSignedIn} />
        ) : mfa ? (
          <div className="flex flex-col gap-6">
            {mfa.methods.includes('passkey') ? (
              <PasskeySecondFactor locale={locale} mfaToken={mfa.token} onSignedIn={onSignedIn} />
            ) : null}
            {mfa.methods.includes('totp') ? (
              <TwoFactorForm
                copy={twoFactorCopy}
                mfaToken={mfa.token}
                onSignedIn={onSignedIn}
                onRestart={() => setMfa(undefined)}
              />
            ) : null}
          </div>
        ) : forgot ? (
          <ForgotPasswordForm copy={copy} />
        ) : (
          <>
            <SsoSignIn locale={locale} params={params} />
            <LoginForm copy={copy} onSignedIn={onSignedIn} onMfaRequired={setMfa} />
            <PasskeySignInButton locale={locale} onSignedIn={onSignedIn} />
          </>
        )}
        <div className="mt-8 flex flex-wrap justify-between gap-4">
          <a href="/" className={linkStyle}>
            {copy.login.backToSite}
          </a>
          {token ? null : forgot ? (
            <Link to="/login" className={linkStyle}>
              {copy.login.backToLogin}
            </Link>
          ) : (
            <Link to="/login?forgot" className={linkStyle}>
              {copy.login.forgotLink}
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
