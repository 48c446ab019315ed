import { ASSIGNABLE_ROLES } from '@vitrine/contract/access/roles';
import type { UserRole } from '@vitrine/contract/entities/user';
import { LOCALES } from '@vitrine/contract/locales';
import { isEmailAddress } from '@vitrine/contract/validation/email-address';
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import type { ConsoleUsersCopy } from '../content/fr/console-users';
import { useConsole } from '../../shared/console-context';
import type { inviteUserAction, UserIntent } from '../user-actions';
import { isTooShortOptionalPassword } from '../user-changes';
import { fillCopy } from '../../shared/console-locale';
import { ConsoleField } from '../../shared/ui/console-field';
import { ConsoleSubmit } from '../../shared/ui/console-submit';
import { FormFailure } from '../../shared/ui/form-failure';
import { ChoiceField } from './choice-field';
import { RoleChoice } from './role-choice';

export interface Invited {
  email: string;
  url: string | undefined;
}

/** The form's values, under the names the users route's action reads. */
type InviteValues = Record<'email' | 'full_name' | 'language' | 'password', string> & {
  role: UserRole;
};

const intent: UserIntent = 'invite';

/**
 * E-mail, name, role (any but owner, each described; editor by default), invitation language and
 * an optional password of a new account, checked here, then sent to the users route's
 * `clientAction`.
 */
export function InviteForm({
  copy,
  onInvited,
}: {
  copy: ConsoleUsersCopy;
  onInvited: (result: Invited) => void;
}) {
  const { locale } = useConsole();
  const fetcher = useFetcher<typeof inviteUserAction>();
  const [values, setValues] = useState<InviteValues>({
    email: '',
    full_name: '',
    role: 'editor',
    language: locale,
    password: '',
  });
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const words = copy.users.invite;
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!outcome) return;
    if (outcome.failure === undefined) return onInvited(outcome.data);
    const { status, failure: message } = outcome;
    setErrors({ form: status === 409 ? words.exists : fillCopy(words.failed, { message }) });
    // Once per answer: the callback and copy are the page's, stable for this outcome.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      email: isEmailAddress(values.email.trim()) ? undefined : words.emailRequired,
      password: isTooShortOptionalPassword(values.password) ? words.passwordTooShort : undefined,
    };
    setErrors(problems);
    if (problems.email || problems.password) return;
    void fetcher.submit({ intent, ...values }, { method: 'post' });
  };

  /** A field's value and its setter. */
  const bind = (name: Exclude<keyof InviteValues, 'role'>) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  const languages = LOCALES.map((id) => ({ id, label: copy.values.languages[id] }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ConsoleField
        id="invite-email"
        label={words.email}
        type="email"
        autoComplete="off"
        required
        error={errors.email}
        {...bind('email')}
      />
      <ConsoleField
        id="invite-name"
        label={words.fullName}
        autoComplete="off"
        {...bind('full_name')}
      />
      <RoleChoice
        id="invite-role"
        legend={words.role}
        roles={ASSIGNABLE_ROLES}
        value={values.role}
        onChange={(role) => setValues((current) => ({ ...current, role }))}
        copy={copy}
      />
      <ChoiceField
        id="invite-language"
        label={words.language}
        options={languages}
        {...bind('language')}
      />
      <ConsoleField
        id="invite-password"
        label={words.password}
        type="password"
        autoComplete="new-password"
        help={words.passwordHelp}
        error={errors.password}
        {...bind('password')}
      />
      <FormFailure text={errors.form} />
      <div>
        <ConsoleSubmit
          label={words.submit}
          busyLabel={words.submitting}
          busy={fetcher.state !== 'idle'}
        />
      </div>
    </form>
  );
}
