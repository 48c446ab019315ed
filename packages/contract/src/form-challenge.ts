/**
 * The proof of work of the public forms (decision 0041): the body field of a visitor's create
 * that carries the solved challenge (an ALTCHA v1 payload: base64 of the JSON `{algorithm,
 * challenge, number, salt, signature}`). A module of its own, without the API's error codes, like
 * the honeypot: the forms' engine ships it.
 */
export const CHALLENGE_FIELD = 'altcha';

/** What `GET /api/apps/{appId}/challenge` answers: find `number` ≤ `maxnumber` with
 * SHA-256(`salt` + `number`) = `challenge` (hex), then send it back with the rest. */
export interface FormChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The entities whose visitor creates e-mail the address given, and so need a solved challenge. */
export const CHALLENGED_ENTITIES: readonly string[] = [
  'WaitlistSubscriber',
  'ContactMessage',
  'DemoRequest',
  'NewsletterSubscriber',
];
