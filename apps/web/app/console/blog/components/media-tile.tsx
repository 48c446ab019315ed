import type { MediaItem } from '@vitrine/contract/client/media-client';
import type { Locale } from '@vitrine/contract/locales';
import { useState } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { altFor } from '../image-alt';
import { fillCopy } from '../../shared/console-locale';
import { BUTTON } from '../../shared/ui/button-styles';
import { MediaDetailsForm } from './media-details-form';

/**
 * One image of the media library: its thumbnail, title, alt text of the post's language, size
 * and uses, and what can be done with it (insert, describe, delete).
 */
export function MediaTile({
  item,
  words,
  language,
  onInsert,
  onDelete,
  onChange,
  onNotice,
}: {
  item: MediaItem;
  words: ConsoleBlogCopy['editor']['media'];
  language: Locale;
  onInsert: () => void;
  onDelete: () => void;
  onChange: (item: MediaItem) => void;
  onNotice: (text: string) => void;
}) {
  const [mode, setMode] = useState<'idle' | 'confirming' | 'describing'>('idle');
  const name = item.title || item.name.slice(0, 8);
  const alt = altFor(item, language);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2">
      <img
        src={item.thumbnail_url}
        alt={alt}
        width={320}
        height={200}
        loading="lazy"
        className="aspect-[8/5] w-full rounded bg-slate-100 object-cover"
      />
      <p className="text-sm font-semibold break-words text-ink">{item.title || words.untitled}</p>
      <p className={`text-xs break-words ${alt ? 'text-slate-600' : 'font-medium text-amber-800'}`}>
        {alt || words.noAlt}
      </p>
      <p className="text-xs text-slate-600">
        {item.width && item.height
          ? `${fillCopy(words.size, { width: item.width, height: item.height })} · `
          : ''}
        {item.posts > 0 ? fillCopy(words.usedIn, { posts: item.posts }) : words.uses.unused}
      </p>
      {mode === 'describing' ? (
        <MediaDetailsForm
          item={item}
          words={words}
          onNotice={onNotice}
          onCancel={() => setMode('idle')}
          onSaved={(details) => (setMode('idle'), onChange({ ...item, ...details }))}
        />
      ) : mode === 'confirming' ? (
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
            className={BUTTON.secondary}
            aria-label={fillCopy(words.describeLabel, { name })}
            onClick={() => setMode('describing')}
          >
            {words.describe}
          </button>
          <button
            type="button"
            className={BUTTON.danger}
            aria-label={fillCopy(words.deleteLabel, { name })}
            onClick={() => setMode('confirming')}
          >
            {words.delete}
          </button>
        </div>
      )}
    </li>
  );
}
