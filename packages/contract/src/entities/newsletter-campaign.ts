import Type from 'typebox';
import { defineEntity, type ServerFields } from './entity-definition';
import { NEWSLETTER_CAMPAIGN_STATUSES, type NewsletterCampaignStatus } from './field-options';
import { IsoDate, LanguageField, MarkdownText, RequiredText, Text } from './field-types';
import { CAMPAIGN_SLUG_PATTERN, campaignSlug } from '../newsletter/campaign-slug';

export { NEWSLETTER_CAMPAIGN_STATUSES, type NewsletterCampaignStatus };

const Count = () => Type.Integer({ minimum: 0 });

/**
 * The campaign's version in the other language: its confirmed subscribers get it, with the
 * footer and links of their language. `language` must differ from the campaign's (422).
 */
const Translation = Type.Object(
  {
    language: LanguageField(),
    subject: RequiredText(200),
    preheader: Type.Optional(Text(200)),
    content: MarkdownText(100_000),
    post_id: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
);

const schema = Type.Object(
  {
    subject: RequiredText(200),
    /** The line mail clients show after the subject; hidden in the message itself. */
    preheader: Type.Optional(Text(200)),
    /** Markdown, cleaned by the blog's sanitiser. */
    content: MarkdownText(100_000),
    /** Sent to the confirmed subscribers of this language (and of `translation`'s, if any). */
    language: LanguageField(),
    /** A second version, in the other language, for that language's subscribers. */
    translation: Type.Optional(Translation),
    /** A blog post the e-mail starts from: its title, excerpt, image and link head the message. */
    post_id: Type.Optional(Text(64)),
    /**
     * The campaign's name in the site's links (`utm_campaign`) and in the Audience dashboard;
     * made from the subject when a write leaves it out.
     */
    utm_campaign: Type.Optional(Type.String({ pattern: CAMPAIGN_SLUG_PATTERN, maxLength: 80 })),
    /** When `send` was asked for a later time: the campaign waits as `scheduled` until then. */
    scheduled_at: Type.Optional(IsoDate()),
    // Server-managed from here on: the sending's state and figures. Optional in what a client
    // sends (a create carries none); `fill` gives every stored record the four below.
    status: Type.Optional(Type.Enum(NEWSLETTER_CAMPAIGN_STATUSES)),
    /** How many subscribers the audience held when sending started. */
    recipients: Type.Optional(Count()),
    sent: Type.Optional(Count()),
    failed: Type.Optional(Count()),
    /** Recipients who unsubscribed (or started bouncing) between the start and their turn. */
    skipped: Type.Optional(Count()),
    started_at: Type.Optional(IsoDate()),
    finished_at: Type.Optional(IsoDate()),
    /** Why the campaign paused itself or failed, in words an admin can act on. */
    last_error: Type.Optional(Text(1000)),
    /**
     * `restored`: it was sending in a backup, and was paused when the backup was taken or
     * restored; it resumes only when an admin asks (decision 0051). Dropped on resume.
     */
    paused_reason: Type.Optional(Type.Enum(['restored'] as const)),
  },
  { additionalProperties: false },
);

/** A newsletter e-mail to the confirmed subscribers of one language, or of both. Admin only. */
export const NewsletterCampaign = defineEntity({
  name: 'NewsletterCampaign',
  schema,
  access: { visitorCreate: false, staff: { read: 'campaigns', write: 'campaigns' } },
  serverManaged: [
    'status',
    'recipients',
    'sent',
    'failed',
    'skipped',
    'started_at',
    'finished_at',
    'last_error',
    'paused_reason',
  ],
  indexes: [{ fields: ['status', 'scheduled_at'] }],
  fill: (data) => ({
    status: 'draft',
    recipients: 0,
    sent: 0,
    failed: 0,
    ...data,
    utm_campaign: data.utm_campaign ?? campaignSlug(String(data.subject ?? '')),
  }),
});

export type NewsletterCampaignInput = Type.Static<typeof schema>;
export type NewsletterCampaignTranslation = Type.Static<typeof Translation>;
/** A stored campaign: `fill` always sets its status and figures. */
export type NewsletterCampaignRecord = NewsletterCampaignInput &
  Required<Pick<NewsletterCampaignInput, 'status' | 'recipients' | 'sent' | 'failed'>> &
  ServerFields;
