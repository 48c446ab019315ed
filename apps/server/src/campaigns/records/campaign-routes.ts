import {
  CampaignProgress,
  CampaignReport,
  NewsletterAudience,
} from '@vitrine/contract/newsletter/campaign-api';
import { Type } from 'typebox';
import { requireCapability } from '../../http/request-caller';
import type { TypedApi } from '../../http/request-schema';
import type { CampaignService } from './campaign-service';

const CampaignParams = Type.Object({ appId: Type.String(), id: Type.String({ maxLength: 64 }) });
const AudienceQuery = Type.Object({
  language: Type.Union([Type.Literal('fr'), Type.Literal('en')]),
});

/**
 * The sending of newsletter campaigns, under `/api/apps/{appId}/newsletter/` (docs/api.md),
 * `campaigns` only: send, pause, resume, cancel, the progress and report of a campaign, and the
 * audience of a language. The campaigns themselves are `/entities/NewsletterCampaign`.
 */
export function registerCampaignRoutes(api: TypedApi, campaigns: CampaignService) {
  const admins = { onRequest: requireCapability('campaigns'), schema: { params: CampaignParams } };

  api.post('/newsletter/campaigns/:id/send', admins, async (request, reply) =>
    reply.status(202).send(await campaigns.send(request.params.id)),
  );
  api.post('/newsletter/campaigns/:id/pause', admins, async (request) =>
    campaigns.pause(request.params.id),
  );
  api.post('/newsletter/campaigns/:id/resume', admins, async (request) =>
    campaigns.resume(request.params.id),
  );
  api.post('/newsletter/campaigns/:id/cancel', admins, async (request) =>
    campaigns.cancel(request.params.id),
  );
  const progress = { ...admins, schema: { ...admins.schema, response: { 200: CampaignProgress } } };
  api.get('/newsletter/campaigns/:id/progress', progress, async (request) =>
    campaigns.figures.progress(await campaigns.get(request.params.id)),
  );
  const report = { ...admins, schema: { ...admins.schema, response: { 200: CampaignReport } } };
  api.get('/newsletter/campaigns/:id/report', report, async (request) =>
    campaigns.figures.report(await campaigns.get(request.params.id)),
  );
  api.get(
    '/newsletter/audience',
    {
      onRequest: requireCapability('campaigns'),
      schema: { querystring: AudienceQuery, response: { 200: NewsletterAudience } },
    },
    async (request) => campaigns.figures.audience(request.query.language),
  );
}
