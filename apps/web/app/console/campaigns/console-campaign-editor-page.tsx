import { Link } from 'react-router';
import type { EditorCampaign } from './load-campaign';
import { useCampaignsCopy } from './use-campaigns-copy';
import { BUTTON } from '../shared/ui/button-styles';
import { CampaignEditor } from './components/campaign-editor';
import { LoadFailure } from '../shared/ui/load-failure';
import type { Loaded } from '../shared/session';

/** `/admin/campaigns/new` and `/admin/campaigns/:id`: the campaign, or why it cannot be opened. */
export function ConsoleCampaignEditorPage({ loaded }: { loaded: Loaded<EditorCampaign> }) {
  const copy = useCampaignsCopy();
  if (!loaded.data) return <LoadFailure message={loaded.failure} />;
  if (!('notFound' in loaded.data))
    return <CampaignEditor campaign={loaded.data.campaign} posts={loaded.data.posts} />;
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold text-ink">{copy.editor.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{copy.editor.notFoundText}</p>
      <Link to="/admin/campaigns" className={`${BUTTON.secondary} mt-6`}>
        {copy.editor.backToList}
      </Link>
    </div>
  );
}
