import { LoadFailure } from '../shared/ui/load-failure';
import type { ContentRouteData } from './content-route';
import { ConsoleContentEditorPage } from './console-content-editor-page';
import { ConsoleContentPage } from './console-content-page';

/** `/admin/content/:kind` and `/admin/content/:kind/:id`: a kind's list, or one record's editor. */
export function ConsoleContentView({ loaded }: { loaded: ContentRouteData }) {
  if (!loaded.data) return <LoadFailure message={loaded.failure} />;
  const { data } = loaded;
  return data.view === 'list' ? (
    <ConsoleContentPage kind={data.kind} loaded={data.records} />
  ) : (
    <ConsoleContentEditorPage kind={data.kind} records={data.records} record={data.record} />
  );
}
