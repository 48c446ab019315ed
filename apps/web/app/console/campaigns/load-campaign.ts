import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import type { NewsletterCampaignRecord } from '@vitrine/contract/entities/newsletter-campaign';
import type { Locale } from '@vitrine/contract/locales';
import { apiFailure } from '../shared/api-failure';
import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';

/** Most recent published posts offered to start a campaign from, per language. */
const MAX_POSTS = 200;

export interface CampaignPostOption {
  id: string;
  title: string;
}

/** What the editor opens with: the campaign (none for a new one) and the posts to start from. */
export type EditorCampaign =
  | {
      campaign: NewsletterCampaignRecord | undefined;
      posts: Record<Locale, CampaignPostOption[]>;
    }
  | { notFound: true };

async function publishedPosts(client: ApiClient, language: Locale, signal: AbortSignal) {
  const posts = await client.entities.BlogPost.filter(
    { language, published: true },
    '-published_date',
    MAX_POSTS,
    0,
    ['id', 'title'],
    { signal },
  );
  return posts as CampaignPostOption[];
}

async function campaignOrNotFound(client: ApiClient, id: string | undefined, signal: AbortSignal) {
  if (!id) return undefined;
  try {
    return await client.entities.NewsletterCampaign.get(id, { signal });
  } catch (error) {
    if (apiFailure(error).status === 404) return null;
    throw error;
  }
}

/** The editor route's load: the campaign, and the published posts of each language. */
export function loadEditorCampaign(request: Request, id: string | undefined) {
  return consoleCall(request, async (): Promise<EditorCampaign> => {
    const client = consoleClient();
    const { signal } = request;
    const [campaign, fr, en] = await Promise.all([
      campaignOrNotFound(client, id, signal),
      publishedPosts(client, 'fr', signal),
      publishedPosts(client, 'en', signal),
    ]);
    if (campaign === null) return { notFound: true };
    return { campaign, posts: { fr, en } };
  });
}
