import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BUTTON } from '../shared/ui/button-styles';
import { ConfirmDialog } from '../shared/ui/confirm-dialog';
import { ConsoleHeading } from '../shared/ui/console-heading';
import { ContentKindTabs } from './components/content-kind-tabs';
import { ContentRow } from './components/content-row';
import { useConsole } from '../shared/console-context';
import { fillCopy } from '../shared/console-locale';
import {
  NEW_ITEM,
  contentPath,
  recordName,
  type ContentKind,
  type ContentRecord,
} from './content-kinds';
import { useContentCopy } from './use-content-copy';
import { canSwap, useContentList } from './use-content-list';

/** `/admin/content/:kind`: the kind's records in display order, to show, hide, move and delete. */
export function ConsoleContentPage({
  kind,
  loaded,
}: {
  kind: ContentKind;
  loaded: ContentRecord[];
}) {
  const { locale, copy: consoleCopy } = useConsole();
  const copy = useContentCopy();
  const list = useContentList(kind, loaded);
  const [deleting, setDeleting] = useState<ContentRecord>();
  const words = copy.kinds[kind];
  const other = locale === 'fr' ? 'en' : 'fr';
  const { records } = list;
  return (
    <div className="flex flex-col gap-6">
      <ConsoleHeading
        title={copy.title}
        intro={copy.intro}
        actions={
          <Link to={contentPath(kind, NEW_ITEM)} className={BUTTON.primary}>
            <Plus aria-hidden="true" className="size-4" />
            {words.add}
          </Link>
        }
      />
      <ContentKindTabs />
      <section aria-labelledby="content-list-title" className="flex flex-col gap-3">
        <div>
          <h2 id="content-list-title" className="text-xl font-bold text-ink">
            {words.title}
          </h2>
          <p className="text-slate-600">{fillCopy(copy.list.shownOn, { page: words.page })}</p>
        </div>
        {records.length === 0 ? (
          <p className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            <FileText aria-hidden="true" className="size-5" />
            {copy.list.empty}
          </p>
        ) : (
          <ol
            aria-label={fillCopy(copy.list.caption, { kind: words.title })}
            className="flex flex-col gap-3"
          >
            {records.map((record, index) => (
              <ContentRow
                key={record.id}
                kind={kind}
                record={record}
                position={index + 1}
                name={list.nameOf(record) || '—'}
                otherName={recordName(kind, record, other)}
                otherLocale={other}
                tag={'placement' in record ? copy.fields.placements[record.placement] : undefined}
                canMoveUp={canSwap(record, records[index - 1])}
                canMoveDown={canSwap(record, records[index + 1])}
                onMove={(direction) => list.move(index, direction)}
                onVisible={(visible) => list.setVisible(record, visible)}
                onDelete={() => setDeleting(record)}
              />
            ))}
          </ol>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== undefined}
        title={copy.remove.title}
        confirmLabel={copy.remove.confirm}
        cancelLabel={consoleCopy.actions.cancel}
        destructive
        busy={list.busy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting && list.remove(deleting)) setDeleting(undefined);
        }}
      >
        <p>{fillCopy(copy.remove.text, { name: deleting ? list.nameOf(deleting) : '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
