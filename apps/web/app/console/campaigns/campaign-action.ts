import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { CampaignAction } from '@vitrine/contract/client/newsletter-campaigns-client';
import { data } from 'react-router';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';
import type { CampaignInput } from './campaign-form';
import { campaignsClient } from './campaigns-client';

/**
 * What the editor posts, as JSON, to its route's `clientAction`. `send` and `test` carry the
 * fields when they changed since the last save: they are saved first, so what goes out is what
 * the editor shows.
 */
export type CampaignActionBody =
  | { intent: 'save'; input: CampaignInput }
  | { intent: 'send' | 'test'; input?: CampaignInput }
  | { intent: Exclude<CampaignAction, 'send'> }
  | { intent: 'delete' };

/** The action's answer: the campaign as it now is, how many tests were queued, or a deletion. */
export type CampaignAnswer =
  { campaign: NewsletterCampaignRecord; queued?: number } | { deleted: string };

/** The editor route's `clientAction`, for campaign `id` (none: a new one, which only saves). */
export async function campaignEditorAction(request: Request, id: string | undefined) {
  // Sent by the editor's own fetcher; the server checks the record and the state.
  const body = (await request.json()) as CampaignActionBody;
  if (!id && body.intent !== 'save') throw data('Save the campaign first', { status: 400 });
  return consoleCall(request, async (): Promise<CampaignAnswer> => {
    const records = consoleClient().entities.NewsletterCampaign;
    const options = { signal: request.signal };
    const save = (input: CampaignInput) =>
      id ? records.update(id, input, options) : records.create(input as never, options);
    if (body.intent === 'save') return { campaign: await save(body.input) };
    const campaignId = id as string;
    if (body.intent === 'delete') {
      await records.delete(campaignId, options);
      return { deleted: campaignId };
    }
    if (body.intent === 'test') {
      const saved = body.input ? await save(body.input) : undefined;
      const { queued } = await campaignsClient().test(campaignId, {}, options);
      return { campaign: saved ?? (await records.get(campaignId, options)), queued };
    }
    if (body.intent === 'send' && body.input) await save(body.input);
    return { campaign: await campaignsClient().act(campaignId, body.intent, options) };
  });
}
