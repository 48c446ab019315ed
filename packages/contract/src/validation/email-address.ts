/** The longest address a mail server must accept (RFC 5321 path limit, less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

// The local part: 1 to 64 characters, none of them a control or format character (BEL, CR,
// LF, zero-width, bidi overrides), a space of any kind, or one of @ " < > ( ) [ ] \ , ; :
// Letters outside ASCII stay allowed (RFC 6531).
const LOCAL_PART = /^[^\p{Cc}\p{Cf}\p{Z}\s@"<>()[\]\\,;:]{1,64}$/u;

// The domain: ASCII labels of letters, digits and inner hyphens (IDNs in their xn-- form),
// at most 253 characters, ending in a top-level domain of letters or an xn-- one.
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+(?:[a-zA-Z]{2,63}|xn--[a-zA-Z0-9-]{1,59})$/;

/**
 * The one e-mail address rule of Vitrine (forms, API, configuration): a pragmatic check in the
 * spirit of OWASP's, not full RFC 5322. Case is not checked; callers lower-case what they keep.
 */
export function isEmailAddress(value: string) {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  return LOCAL_PART.test(value.slice(0, at)) && DOMAIN.test(value.slice(at + 1));
}
