import type { UserRecord } from '@vitrine/contract/entities/user';
import { LOCALES, type Locale } from '@vitrine/contract/locales';
import { isEmailAddress } from '@vitrine/contract/validation/email-address';
import { useState, type FormEvent } from 'react';
import type { ConsoleLeadsCopy } from '../../content/fr/console-leads';
import { useConsole } from '../../console-context';
import { apiFailure } from '../../api-failure';
import { isTooShortOptionalPassword } from '../../leads/user-changes';
import { fillCopy } from '../../console-locale';
import { ConsoleField } from '../console-field';
import { ConsoleSubmit } from '../console-submit';
import { FormFailure } from '../form-failure';
import { ChoiceField } from './choice-field';

export interface Invited {
  email: string;
  url: string | undefined;
}

/** E-mail, name, role, invitation language and an optional password of a new account. */
export function InviteForm({
  copy,
  onInvited,
}: {
  copy: ConsoleLeadsCopy;
  onInvited: (result: Invited) => void;
}) {
  const { client, locale } = useConsole();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<UserRecord['role']>('admin');
  const [language, setLanguage] = useState<Locale>(locale);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const words = copy.users.invite;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      email: isEmailAddress(email.trim()) ? undefined : words.emailRequired,
      password: isTooShortOptionalPassword(password) ? words.passwordTooShort : undefined,
    };
    setErrors(problems);
    if (problems.email || problems.password) return;
    setBusy(true);
    try {
      const options = {
        full_name: fullName.trim() || undefined,
        password: password || undefined,
        language,
      };
      const result = await client.users.inviteUser(email.trim(), role, options);
      onInvited({ email: email.trim(), url: result.set_password_url });
    } catch (error) {
      const { status, message } = apiFailure(error);
      setErrors({ form: status === 409 ? words.exists : fillCopy(words.failed, { message }) });
      setBusy(false);
    }
  };

  const roles = (['admin', 'user'] as const).map((id) => ({ id, label: copy.users.roles[id] }));
  const languages = LOCALES.map((id) => ({ id, label: copy.values.languages[id] }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ConsoleField
        id="invite-email"
        label={words.email}
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errors.email}
        required
      />
      <ConsoleField
        id="invite-name"
        label={words.fullName}
        autoComplete="off"
        value={fullName}
        onChange={setFullName}
      />
      <ChoiceField
        id="invite-role"
        label={words.role}
        options={roles}
        value={role}
        onChange={setRole}
      />
      <ChoiceField
        id="invite-language"
        label={words.language}
        options={languages}
        value={language}
        onChange={setLanguage}
      />
      <ConsoleField
        id="invite-password"
        label={words.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        help={words.passwordHelp}
        error={errors.password}
      />
      <FormFailure text={errors.form} />
      <div>
        <ConsoleSubmit label={words.submit} busyLabel={words.submitting} busy={busy} />
      </div>
    </form>
  );
}
