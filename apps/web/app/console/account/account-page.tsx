import { ConsoleHeading } from '../shared/ui/console-heading';
import { ChangePasswordSection } from './components/change-password-section';
import { SessionsSection } from './components/sessions-section';
import { useAccountCopy } from './use-account-copy';

/**
 * « Mon compte »: a list of self-contained sections (each loads and saves on its own), so a
 * feature adds its own (two-factor, passkeys) as one more line.
 */
export function AccountPage() {
  const copy = useAccountCopy();
  return (
    <>
      <ConsoleHeading title={copy.title} intro={copy.intro} />
      <div className="mt-6 flex max-w-3xl flex-col gap-6">
        <SessionsSection />
        <ChangePasswordSection />
      </div>
    </>
  );
}
