import { ASSIGNABLE_ROLES } from '@vitrine/contract/access/roles';
import type { UserRole } from '@vitrine/contract/entities/user';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vitrine/contract/locales';
import { ValidationError } from '../entities/entity-errors';

export interface InvitedUser {
  email: string;
  role: UserRole;
  language: Locale;
  full_name?: string;
}

/**
 * The User to create from an invitation `{user_email (or email), role, full_name?, language?}`:
 * any role but `owner` (ownership is transferred, never given). Its format (e-mail address,
 * lengths) is checked when it is stored; here, what the request must carry, with issues named
 * after the request's own fields.
 */
export function invitedUserInput(body: Record<string, unknown>): InvitedUser {
  const { role, full_name: fullName, language = DEFAULT_LOCALE } = body;
  const email = body.user_email ?? body.email;
  const issues = [];
  if (typeof email !== 'string' || email.trim() === '') {
    issues.push({
      field: 'user_email',
      rule: 'required' as const,
      message: 'user_email is required',
    });
  }
  if (!(ASSIGNABLE_ROLES as readonly unknown[]).includes(role)) {
    const message = `role must be one of ${ASSIGNABLE_ROLES.join(', ')}`;
    issues.push({ field: 'role', rule: 'enum' as const, message });
  }
  if (!LOCALES.includes(language as Locale)) {
    const message = `language must be one of ${LOCALES.join(', ')}`;
    issues.push({ field: 'language', rule: 'enum' as const, message });
  }
  if (fullName != null && typeof fullName !== 'string') {
    issues.push({ field: 'full_name', rule: 'type' as const, message: 'full_name must be text' });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  const input: InvitedUser = {
    email: (email as string).trim().toLowerCase(),
    role: role as UserRole,
    language: language as Locale,
  };
  if (typeof fullName === 'string' && fullName.trim() !== '') input.full_name = fullName;
  return input;
}

/** A store's validation error on the new User, its `email` issues named `user_email` as sent. */
export function asInviteError(error: unknown) {
  if (!(error instanceof ValidationError)) return error;
  return new ValidationError(
    error.issues.map((issue) =>
      issue.field === 'email'
        ? { ...issue, field: 'user_email', message: issue.message.replace(/^email/, 'user_email') }
        : issue,
    ),
  );
}
