import { useConsole } from '../shared/console-context';
import { SecuritySettingSection } from './components/security-setting-section';
import { TwoFactorSection } from './components/two-factor-section';
import { useAccountCopy } from './use-account-copy';

/** `/admin/account`: how the signed-in account signs in; the site's security for the owner. */
export default function ConsoleAccount() {
  const { user } = useConsole();
  const copy = useAccountCopy();
  const held = Boolean((user as { mfa_setup_required?: boolean }).mfa_setup_required);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">{copy.title}</h1>
        <p className="mt-1 text-slate-600">{copy.intro}</p>
      </header>
      {held ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink">
          {copy.setupRequired}
        </p>
      ) : null}
      <TwoFactorSection onEnabled={held ? () => window.location.assign('/admin') : undefined} />
      {user.role === 'owner' ? <SecuritySettingSection /> : null}
    </div>
  );
}
