import { useConsole } from '../shared/console-context';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { ChangePasswordSection } from './components/change-password-section';
import { PasskeysSection } from './components/passkeys-section';
import { SecuritySettingSection } from './components/security-setting-section';
import { SessionsSection } from './components/sessions-section';
import { TwoFactorSection } from './components/two-factor-section';
import { useAccountCopy } from './use-account-copy';

/**
 * « Mon compte »: a list of self-contained sections (each loads and saves on its own). An account
 * held by « two factors required » sees why first, and goes on to the console once it has one.
 */
export function AccountPage() {
  const { user } = useConsole();
  const copy = useAccountCopy();
  const held = Boolean((user as { mfa_setup_required?: boolean }).mfa_setup_required);
  return (
    <>
      <ConsoleHeading title={copy.title} intro={copy.intro} />
      <div className="mt-6 flex max-w-3xl flex-col gap-6">
        {held ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink">
            {copy.setupRequired}
          </p>
        ) : null}
        <TwoFactorSection onEnabled={held ? () => window.location.assign('/admin') : undefined} />
        <PasskeysSection />
        {user.role === 'owner' ? <SecuritySettingSection /> : null}
        <SessionsSection />
        <ChangePasswordSection />
      </div>
    </>
  );
}
