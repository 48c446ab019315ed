import type { NewsletterCampaignStatus } from '../entities/field-options';

// The shapes of the campaign routes under `/api/apps/{appId}/newsletter/…` (admins only), shared
// by the server and the console. The campaign itself is the entity `NewsletterCampaign`,
// created, listed, read, edited and deleted through `/entities/NewsletterCampaign`.

/** `GET newsletter/audience?language=fr|en`: who a campaign in that language would reach now. */
export interface NewsletterAudience {
  language: 'fr' | 'en';
  /** Confirmed, not bouncing: the campaign's recipients if it started now. */
  confirmed: number;
  pending: number;
  bouncing: number;
}

/** `POST newsletter/campaigns/{id}/test`, body: the admins' addresses (default: the caller's). */
export interface CampaignTestRequest {
  to?: string[];
}
export interface CampaignTestResponse {
  queued: number;
}

/**
 * `POST newsletter/campaigns/preview`, body: the campaign's fields as the editor holds them
 * (saved or not): the e-mail as a recipient would get it, with placeholder personal links.
 */
export interface CampaignPreviewRequest {
  subject: string;
  preheader?: string;
  content: string;
  language: 'fr' | 'en';
  post_id?: string;
}
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}

/** `GET newsletter/campaigns/{id}/progress`: what the console's progress bar shows. */
export interface CampaignProgress {
  id: string;
  status: NewsletterCampaignStatus;
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Recipients not yet sent, failed or skipped. */
  left: number;
  /** E-mails per minute over the last minute of sending; 0 when not sending. */
  rate_per_minute: number;
  /** Seconds to finish at that rate; null when unknown (paused, not started, no rate yet). */
  eta_seconds: number | null;
  started_at: string | null;
  finished_at: string | null;
  last_error: string | null;
}

/** `GET newsletter/campaigns/{id}/report`: the figures and the recipients that did not get it. */
export interface CampaignReport extends CampaignProgress {
  /** Subscribers marked bouncing by this campaign's permanent refusals. */
  bounced: number;
  /** At most 500, newest first; addresses of subscribers since erased are not shown. */
  failures: { email: string | null; error: string; bounced: boolean; at: string }[];
}
