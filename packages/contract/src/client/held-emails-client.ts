import Type from 'typebox';
import type { HttpTransport, RequestOptions } from './http-transport';

/** The most held e-mails one request names (more: leave `ids` out to act on all of them). */
export const MAX_HELD_EMAIL_IDS = 500;

/**
 * `POST /apps/{appId}/outbox/held` (admins only), body: what to do with the e-mails held since a
 * restore (decision 0051): `send` puts them back in the outbox, `drop` keeps them as `dropped`,
 * never sent. `ids` names some of them; without it, every held e-mail.
 */
export const HeldEmailsRequest = Type.Object(
  {
    action: Type.Union([Type.Literal('send'), Type.Literal('drop')]),
    ids: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
        minItems: 1,
        maxItems: MAX_HELD_EMAIL_IDS,
      }),
    ),
  },
  { additionalProperties: false },
);
export type HeldEmailsRequest = Type.Static<typeof HeldEmailsRequest>;

/** How many e-mails the request changed, and how many are still held after it. */
export const HeldEmailsResponse = Type.Object({
  changed: Type.Integer({ minimum: 0 }),
  held: Type.Integer({ minimum: 0 }),
});
export type HeldEmailsResponse = Type.Static<typeof HeldEmailsResponse>;

/** Sends or drops held e-mails. */
export function changeHeldEmails(
  transport: HttpTransport,
  appId: string,
  body: HeldEmailsRequest,
  options?: RequestOptions,
): Promise<HeldEmailsResponse> {
  const path = `/apps/${encodeURIComponent(appId)}/outbox/held`;
  return transport.request<HeldEmailsResponse>({ method: 'POST', path, body, options });
}
