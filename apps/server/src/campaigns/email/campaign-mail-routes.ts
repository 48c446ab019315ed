import {
  NewsletterCampaign,
  type NewsletterCampaignRecord,
} from '@vitrine/contract/entities/newsletter-campaign';
import {
  CampaignPreview,
  CampaignPreviewRequest,
  CampaignTestRequest,
  CampaignTestResponse,
} from '@vitrine/contract/newsletter/campaign-api';
import { LOCALES } from '@vitrine/contract/locales';
import { Type } from 'typebox';
import type { EntityStore } from '../../entities/entity-store';
import { notFound } from '../../http/http-error';
import { requireCapability } from '../../http/request-caller';
import type { TypedApi } from '../../http/request-schema';
import type { MailService } from '../../mail/mail';
import type { UploadStore } from '../../uploads/uploads';
import { pagePolicy } from '../../web/web';
import { loadCampaignAssets } from './campaign-assets';
import { campaignCopy } from './campaign-copy';
import { prepareCampaignEmail } from './campaign-email';
import { prepareCampaignVersions } from './campaign-versions';
import { testRecipients } from './campaign-test-recipients';
import { CampaignWebPages } from './campaign-web-pages';

export interface CampaignMailRouteOptions {
  store: EntityStore;
  mail: MailService;
  uploads: Pick<UploadStore, 'manifestOf'>;
  publicUrl: string;
  /** Admins' bodies may be this large (a campaign's content is up to 100,000 characters). */
  adminBodyLimitBytes: number;
}

/** Preview and test sends have no real subscriber: their unsubscribe link leads to this. */
const PLACEHOLDER_TOKEN = 'preview';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/** `lang`: the version of a two-language campaign (its own without it, or when it has no such). */
const WebQuery = Type.Object({ lang: Type.Optional(Type.Enum(LOCALES)) });

/**
 * `newsletter/campaigns/preview` and `…/{id}/test` (admins only) and `…/{id}/web` (public once
 * the campaign has started), under `/api/apps/{appId}`.
 */
export function registerCampaignMailRoutes(api: TypedApi, options: CampaignMailRouteOptions) {
  const { store, mail, uploads } = options;
  const admins = {
    onRequest: requireCapability('campaigns'),
    bodyLimit: options.adminBodyLimitBytes,
  };
  const placeholder = (language: 'fr' | 'en') =>
    mail.composer.newsletterPageUrl(language, 'unsubscribe', PLACEHOLDER_TOKEN);

  api.post(
    '/newsletter/campaigns/preview',
    { ...admins, schema: { body: CampaignPreviewRequest, response: { 200: CampaignPreview } } },
    async (request) => {
      const fields = request.body;
      const assets = await loadCampaignAssets(store, fields, uploads);
      const campaign = { ...fields, id: 'preview' };
      const prepared = prepareCampaignEmail({ campaign, ...assets, composer: mail.composer });
      const { subject, html, text } = prepared.personalise(placeholder(fields.language));
      return { subject, html, text };
    },
  );

  api.post(
    '/newsletter/campaigns/:id/test',
    {
      ...admins,
      schema: {
        body: CampaignTestRequest,
        params: IdParams,
        response: { 202: CampaignTestResponse },
      },
    },
    async (request, reply) => {
      const campaign = (await store.get(NewsletterCampaign, request.params.id)) as
        NewsletterCampaignRecord | undefined;
      if (!campaign) throw notFound(`NewsletterCampaign ${request.params.id} not found`);
      const to = await testRecipients(store, request.body?.to, request.caller!.email);
      // One test e-mail per version: a two-language campaign's French and English.
      const { versions } = await prepareCampaignVersions(campaign, {
        store,
        uploads,
        composer: mail.composer,
      });
      for (const { language, email: prepared } of versions) {
        const email = prepared.personalise(placeholder(language));
        const subject = `${campaignCopy(language).testPrefix}${email.subject}`;
        for (const address of to) {
          const queued = {
            to: address,
            subject,
            text: email.text,
            html: email.html,
            kind: 'newsletter-campaign-test' as const,
            language,
          };
          await mail.queue(queued, request.caller?.email ?? null);
        }
      }
      request.log.info({ adminId: request.caller?.id, campaignId: campaign.id }, 'test queued');
      reply.status(202);
      return { queued: to.length * versions.length };
    },
  );

  const pages = new CampaignWebPages(store, mail.composer, uploads);
  const policy = pagePolicy([], {
    upgradeInsecureRequests: options.publicUrl.startsWith('https:'),
  });
  api.get(
    '/newsletter/campaigns/:id/web',
    { schema: { params: IdParams, querystring: WebQuery } },
    async (request, reply) => {
      const html = await pages.page(request.params.id, request.query.lang);
      if (html === undefined) throw notFound('This newsletter is not available on the web');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', policy)
        .header('cache-control', 'public, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(html);
    },
  );
}
