import type { NewsletterCampaignRecord } from '../entities/newsletter-campaign';
import type {
  CampaignPreview,
  CampaignPreviewRequest,
  CampaignProgress,
  CampaignReport,
  CampaignTestRequest,
  CampaignTestResponse,
  NewsletterAudience,
} from '../newsletter/campaign-api';
import type { Locale } from '../locales';
import type { HttpTransport, RequestOptions } from './http-transport';

/** What an admin can ask of a campaign besides editing it (`POST campaigns/{id}/{action}`). */
export type CampaignAction = 'send' | 'pause' | 'resume' | 'cancel';

/**
 * The campaign routes under `/apps/{appId}/newsletter/…` (admins only). The campaign record
 * itself is read and written through `client.entities.NewsletterCampaign`. A refusal (a wrong
 * state is a 409) rejects with an ApiError.
 */
export interface NewsletterCampaignsClient {
  /** Who a campaign in `language` would reach if it started now. */
  audience(language: Locale, options?: RequestOptions): Promise<NewsletterAudience>;
  /** The e-mail as a recipient would get it, from the fields as the editor holds them. */
  preview(request: CampaignPreviewRequest, options?: RequestOptions): Promise<CampaignPreview>;
  /** Queues a test to admin addresses (default: the caller's). */
  test(
    id: string,
    request?: CampaignTestRequest,
    options?: RequestOptions,
  ): Promise<CampaignTestResponse>;
  /** `send` starts now, or waits as `scheduled` when `scheduled_at` is ahead. */
  act(
    id: string,
    action: CampaignAction,
    options?: RequestOptions,
  ): Promise<NewsletterCampaignRecord>;
  progress(id: string, options?: RequestOptions): Promise<CampaignProgress>;
  report(id: string, options?: RequestOptions): Promise<CampaignReport>;
}

/** Builds the campaigns client on `/apps/{appId}/newsletter/…`. */
export function createNewsletterCampaignsClient(
  transport: HttpTransport,
  appId: string,
): NewsletterCampaignsClient {
  const base = `/apps/${encodeURIComponent(appId)}/newsletter`;
  const campaign = (id: string, rest: string) =>
    `${base}/campaigns/${encodeURIComponent(id)}/${rest}`;
  const get = <T>(path: string, options?: RequestOptions, query?: URLSearchParams) =>
    transport.request<T>({ method: 'GET', path, query, options });
  const post = <T>(path: string, body: unknown, options?: RequestOptions) =>
    transport.request<T>({ method: 'POST', path, body, options });
  return {
    audience: (language, options) =>
      get(`${base}/audience`, options, new URLSearchParams({ language })),
    preview: (request, options) => post(`${base}/campaigns/preview`, request, options),
    test: (id, request = {}, options) => post(campaign(id, 'test'), request, options),
    act: (id, action, options) => post(campaign(id, action), {}, options),
    progress: (id, options) => get(campaign(id, 'progress'), options),
    report: (id, options) => get(campaign(id, 'report'), options),
  };
}
