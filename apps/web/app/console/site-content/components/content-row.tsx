import type { Locale } from '@vitrine/contract/locales';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { fillCopy } from '../../shared/console-locale';
import { contentPath, type ContentKind, type ContentRecord } from '../content-kinds';
import { useContentCopy } from '../use-content-copy';
import { moveButtonId } from '../use-content-list';
import { BUTTON } from '../../shared/ui/button-styles';
import { ICON_BUTTON, ICON_TONES } from './icon-button';

interface ContentRowProps {
  kind: ContentKind;
  record: ContentRecord;
  position: number;
  name: string;
  /** The other language's name, under it. */
  otherName: string;
  otherLocale: Locale;
  /** A page label for figures (each page shows its own). */
  tag?: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onVisible: (visible: boolean) => void;
  onDelete: () => void;
}

/** One record in display order: its names, its visibility switch, move, edit and delete. */
export function ContentRow(props: ContentRowProps) {
  const { kind, record, position, name, otherName, otherLocale, tag } = props;
  const copy = useContentCopy();
  const { list } = copy;
  const switchId = `content-visible-${record.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
          <span className="sr-only">{fillCopy(list.position, { position })} — </span>
          <span aria-hidden="true">{position}</span>
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{name}</p>
          {otherName && otherName !== name ? (
            <p lang={otherLocale} className="text-sm break-words text-slate-600">
              {otherName}
            </p>
          ) : null}
          {tag ? <p className="mt-1 text-xs font-semibold text-brand uppercase">{tag}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={switchId}
          className="flex min-h-11 items-center gap-2 pr-2 text-sm text-slate-700"
        >
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={record.visible}
            onChange={(event) => props.onVisible(event.target.checked)}
            aria-label={fillCopy(list.visibleSwitch, { name })}
            className="size-5 accent-brand"
          />
          <span aria-hidden="true">{record.visible ? list.visible : list.hidden}</span>
        </label>
        <button
          id={moveButtonId(record.id, 'up')}
          type="button"
          disabled={!props.canMoveUp}
          onClick={() => props.onMove('up')}
          aria-label={fillCopy(list.moveUp, { name })}
          className={`${ICON_BUTTON} ${ICON_TONES.plain}`}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          id={moveButtonId(record.id, 'down')}
          type="button"
          disabled={!props.canMoveDown}
          onClick={() => props.onMove('down')}
          aria-label={fillCopy(list.moveDown, { name })}
          className={`${ICON_BUTTON} ${ICON_TONES.plain}`}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <Link
          to={contentPath(kind, record.id)}
          aria-label={fillCopy(list.editLabel, { name })}
          className={BUTTON.secondary}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {list.edit}
        </Link>
        <button
          type="button"
          onClick={props.onDelete}
          aria-label={fillCopy(list.deleteLabel, { name })}
          className={`${ICON_BUTTON} ${ICON_TONES.danger}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
