import type { HttpTransport, RequestOptions } from './http-transport';

/** The server's answer to a newsletter link: the outcome, as JSON. */
export type NewsletterLinkResult = Record<string, unknown>;

/**
 * The calls behind the links of the newsletter e-mails, each with the token the link carries:
 * `POST /apps/{appId}/newsletter/confirm` and `…/unsubscribe` with `{token}`. An unknown or
 * expired token rejects with an ApiError (4xx).
 */
export interface NewsletterClient {
  confirm(token: string, options?: RequestOptions): Promise<NewsletterLinkResult>;
  unsubscribe(token: string, options?: RequestOptions): Promise<NewsletterLinkResult>;
}

/** Builds `client.newsletter` on top of the transport. */
export function createNewsletterClient(transport: HttpTransport, appId: string): NewsletterClient {
  const base = `/apps/${encodeURIComponent(appId)}/newsletter`;
  const post = (action: 'confirm' | 'unsubscribe', token: string, options?: RequestOptions) =>
    transport.request<NewsletterLinkResult>({
      method: 'POST',
      path: `${base}/${action}`,
      body: { token },
      options,
    });
  return {
    confirm: (token, options) => post('confirm', token, options),
    unsubscribe: (token, options) => post('unsubscribe', token, options),
  };
}
