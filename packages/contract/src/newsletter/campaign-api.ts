import Type from 'typebox';
import { NEWSLETTER_CAMPAIGN_STATUSES } from '../entities/field-options';
import { LOCALES } from '../locales';

// The shapes of the campaign routes under `/api/apps/{appId}/newsletter/…` (admins only), shared
// by the server (its routes' body and response schemas) and the console. The campaign itself is
// the entity `NewsletterCampaign`, created, listed, read, edited and deleted through
// `/entities/NewsletterCampaign`; send, pause, resume and cancel answer that record.

const Count = () => Type.Integer({ minimum: 0 });
const orNull = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `GET newsletter/audience?language=fr|en`: who a campaign in that language would reach now. */
export const NewsletterAudience = Type.Object({
  language: Type.Enum(LOCALES),
  /** Confirmed, not bouncing: the campaign's recipients if it started now. */
  confirmed: Count(),
  pending: Count(),
  bouncing: Count(),
});
export type NewsletterAudience = Type.Static<typeof NewsletterAudience>;

/** The most admin addresses a test goes to. */
export const MAX_TEST_RECIPIENTS = 5;

/**
 * `POST newsletter/campaigns/{id}/test`, body: the admins' addresses (default: the caller's);
 * no body at all is the same as `{}`.
 */
export const CampaignTestRequest = Type.Union([
  Type.Object(
    {
      to: Type.Optional(
        Type.Array(Type.String({ maxLength: 254 }), { maxItems: MAX_TEST_RECIPIENTS }),
      ),
    },
    { additionalProperties: false },
  ),
  Type.Undefined(),
]);
export type CampaignTestRequest = NonNullable<Type.Static<typeof CampaignTestRequest>>;

/** The answer to a test send (202): how many e-mails were queued. */
export const CampaignTestResponse = Type.Object({ queued: Count() });
export type CampaignTestResponse = Type.Static<typeof CampaignTestResponse>;

/**
 * `POST newsletter/campaigns/preview`, body: the campaign's fields as the editor holds them
 * (saved or not): the e-mail as a recipient would get it, with placeholder personal links.
 */
export const CampaignPreviewRequest = Type.Object(
  {
    subject: Type.String({ maxLength: 200 }),
    preheader: Type.Optional(Type.String({ maxLength: 200 })),
    content: Type.String({ maxLength: 100_000 }),
    language: Type.Enum(LOCALES),
    post_id: Type.Optional(Type.String({ maxLength: 64 })),
    utm_campaign: Type.Optional(Type.String({ maxLength: 80 })),
  },
  { additionalProperties: false },
);
export type CampaignPreviewRequest = Type.Static<typeof CampaignPreviewRequest>;

export const CampaignPreview = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
});
export type CampaignPreview = Type.Static<typeof CampaignPreview>;

const progress = {
  id: Type.String(),
  status: Type.Enum(NEWSLETTER_CAMPAIGN_STATUSES),
  recipients: Count(),
  sent: Count(),
  failed: Count(),
  skipped: Count(),
  /** Recipients not yet sent, failed or skipped. */
  left: Count(),
  /** E-mails per minute over the last minute of sending; 0 when not sending. */
  rate_per_minute: Count(),
  /**
   * Seconds to finish at that rate; null when unknown (paused, not started, no rate yet) or
   * while recipients wait on a lost batch (`lease_waiting`).
   */
  eta_seconds: orNull(Count()),
  /**
   * Recipients held by a batch whose lease is no longer renewed (its server stopped or crashed
   * mid-batch): nobody sends them until the lease ends, then they are sent again.
   */
  lease_waiting: Count(),
  /** When the first of them is free to be sent again; in the past: being resumed now. */
  lease_retry_at: orNull(Type.String()),
  started_at: orNull(Type.String()),
  finished_at: orNull(Type.String()),
  last_error: orNull(Type.String()),
};

/** `GET newsletter/campaigns/{id}/progress`: what the console's progress bar shows. */
export const CampaignProgress = Type.Object(progress);
export type CampaignProgress = Type.Static<typeof CampaignProgress>;

/** `GET newsletter/campaigns/{id}/report`: the figures and the recipients that did not get it. */
export const CampaignReport = Type.Object({
  ...progress,
  /** Subscribers marked bouncing by this campaign's permanent refusals. */
  bounced: Count(),
  /** The campaign's `utm_campaign`, under which the Audience dashboard shows its visits. */
  utm_campaign: Type.String(),
  /**
   * Clicks through the e-mail's site links (decision 0063): `unique` counts recipients per
   * link, `total` every click. Opens are not counted.
   */
  clicks: Type.Object({
    unique: Count(),
    total: Count(),
    links: Type.Array(Type.Object({ url: Type.String(), unique: Count(), total: Count() })),
  }),
  /** Visits tagged with the campaign's `utm_campaign` since it started, and their leads. */
  visits: Count(),
  conversions: Count(),
  /** At most 500, newest first; addresses of subscribers since erased are not shown. */
  failures: Type.Array(
    Type.Object({
      email: orNull(Type.String()),
      error: Type.String(),
      bounced: Type.Boolean(),
      at: Type.String(),
    }),
  ),
});
export type CampaignReport = Type.Static<typeof CampaignReport>;
