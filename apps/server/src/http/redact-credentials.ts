// `scheme://user:password@`: the password runs to the last "@" before a "/", a space or a quote,
// so one that holds an unencoded "@" goes whole.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@"]*):[^\s/"]*@/gi;

/** Replaces the password of every URL in the text (`postgres://u:[redacted]@host/db`). */
export function redactCredentials(text: string) {
  return text.includes('@') ? text.replace(URL_CREDENTIALS, '$1:[redacted]@') : text;
}
