import type { HttpTransport, RequestOptions } from './http-transport';

/** The entities an erasure removes records of. */
export type ErasedEntity =
  'WaitlistSubscriber' | 'ContactMessage' | 'DemoRequest' | 'NewsletterSubscriber' | 'OutboxEmail';

export interface EraseResult {
  /** The address as it was matched: trimmed and lower-cased. */
  email: string;
  /** Records removed, per entity. */
  deleted: Record<ErasedEntity, number>;
}

/** The calls available on `client.privacy` (admins only). */
export interface PrivacyClient {
  /** Deletes every record and e-mail of an address (right to erasure); 422 for a malformed one. */
  erase(email: string, options?: RequestOptions): Promise<EraseResult>;
}

/** Builds `client.privacy`, posting to `/apps/{appId}/privacy/…`. */
export function createPrivacyClient(transport: HttpTransport, appId: string): PrivacyClient {
  const path = `/apps/${encodeURIComponent(appId)}/privacy/erase`;
  return {
    erase: (email, options) =>
      transport.request({ method: 'POST', path, body: { email }, options }),
  };
}
