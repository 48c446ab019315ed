import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BUTTON, CARD } from '../shared/ui/button-styles';
import { LeaveDialog } from '../shared/ui/leave-dialog';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { ContentFillButtons } from './components/content-fill-buttons';
import { ContentHistoryList } from './components/content-history-list';
import { ContentPreview } from './components/content-preview';
import { KindFields } from './components/kind-fields';
import { CheckField } from './components/plain-controls';
import { fillCopy } from '../shared/console-locale';
import { contentPath, recordName, type ContentKind, type ContentRecord } from './content-kinds';
import { useConsole } from '../shared/console-context';
import { useContentCopy } from './use-content-copy';
import { useContentEditor } from './use-content-editor';
import { useContentHistory } from './use-content-history';

/** `/admin/content/:kind/:id`: one record's editor, the section's live preview and its history. */
export function ConsoleContentEditorPage({
  kind,
  records,
  record,
}: {
  kind: ContentKind;
  records: ContentRecord[];
  record: ContentRecord | undefined;
}) {
  const { locale } = useConsole();
  const copy = useContentCopy();
  const nextOrder = records.reduce((last, item) => Math.max(last, item.order + 1), 0);
  const editor = useContentEditor(kind, record, nextOrder);
  const history = useContentHistory(kind, record?.id, record?.updated_date ?? '');
  const words = copy.kinds[kind];
  const title = record
    ? fillCopy(copy.editor.editTitle, { name: recordName(kind, record, locale) })
    : words.add;
  return (
    <div className="flex flex-col gap-6">
      <Link to={contentPath(kind)} className={`${BUTTON.quiet} self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.editor.back}
      </Link>
      <ConsoleHeading title={title} intro={fillCopy(copy.list.shownOn, { page: words.page })} />
      <div className="grid gap-6 2xl:grid-cols-2 2xl:items-start">
        <form
          data-content-editor
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            editor.save();
          }}
          className={`${CARD} flex min-w-0 flex-col gap-6`}
        >
          <ContentFillButtons kind={kind} editor={editor} />
          <KindFields kind={kind} editor={editor} />
          <CheckField
            id="content-visible"
            label={copy.editor.visible}
            help={copy.editor.visibleHelp}
            checked={editor.draft.visible !== false}
            onChange={(visible) => editor.set('visible', visible)}
          />
          <div className="flex justify-end border-t border-slate-200 pt-4">
            <button type="submit" disabled={editor.saving} className={BUTTON.primary}>
              {editor.saving ? copy.editor.saving : copy.editor.save}
            </button>
          </div>
        </form>
        <div className="flex min-w-0 flex-col gap-6 2xl:sticky 2xl:top-6">
          <ContentPreview kind={kind} draft={editor.draft} records={records} id={record?.id} />
          {record ? <ContentHistoryList kind={kind} history={history} /> : null}
        </div>
      </div>
      <LeaveDialog blocker={editor.blocker} copy={copy.editor.leaveDialog} />
    </div>
  );
}
