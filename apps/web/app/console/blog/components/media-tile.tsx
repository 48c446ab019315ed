import type { MediaItem } from '@vitrine/contract/client/media-client';
import { useState } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';

/** One image of the media library: its thumbnail, size, and what can be done with it. */
export function MediaTile({
  item,
  words,
  onInsert,
  onDelete,
}: {
  item: MediaItem;
  words: ConsoleBlogCopy['editor']['media'];
  onInsert: () => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const name = item.name.slice(0, 8);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2">
      <img
        src={item.thumbnail_url}
        alt=""
        width={320}
        height={200}
        loading="lazy"
        className="aspect-[8/5] w-full rounded bg-slate-100 object-cover"
      />
      {item.width && item.height ? (
        <p className="text-xs text-slate-600">
          {fillCopy(words.size, { width: item.width, height: item.height })}
        </p>
      ) : null}
      {confirming ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-ink">{words.confirmTitle}</p>
          <p className="text-xs text-slate-600">{words.confirmText}</p>
          <button type="button" className={BUTTON.danger} onClick={onDelete}>
            {words.delete}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON.secondary}
            aria-label={fillCopy(words.useLabel, { name })}
            onClick={onInsert}
          >
            {words.use}
          </button>
          <button
            type="button"
            className={BUTTON.danger}
            aria-label={fillCopy(words.deleteLabel, { name })}
            onClick={() => setConfirming(true)}
          >
            {words.delete}
          </button>
        </div>
      )}
    </li>
  );
}
