import { ConsoleHeading } from '../shared/ui/console-heading';
import { PasskeysSection } from './components/passkeys-section';
import { useAccountCopy } from './use-account-copy';

/** `/admin/account`: the signed-in account's own sign-in means (its passkeys). */
export default function ConsoleAccount() {
  const copy = useAccountCopy();
  return (
    <div className="flex flex-col gap-8">
      <ConsoleHeading title={copy.pageTitle} intro={copy.pageIntro} />
      <PasskeysSection />
    </div>
  );
}
