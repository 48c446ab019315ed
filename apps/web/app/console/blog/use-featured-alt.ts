import { roleCan } from '@vitrine/contract/access/roles';
import type { MediaItem } from '@vitrine/contract/client/media-client';
import type { Locale } from '@vitrine/contract/locales';
import { useEffect, useState } from 'react';
import { useConsole } from '../shared/console-context';
import { altFor } from './image-alt';

/** An upload's id in an address: `/uploads/<32 hex>…`. */
const UPLOAD_ID = /\/uploads\/([a-f0-9]{32})/;

/**
 * Whether the featured image `url` lacks an alt text in `language`: looked up in the media
 * library (its alt texts live there). 'unknown' while looking, for an empty address, or for
 * roles that cannot read the library; 'missing' for an image the library does not hold.
 */
export function useFeaturedAlt(url: string, language: Locale) {
  const { client, user } = useConsole();
  const readable = roleCan(user.role, 'media');
  const [state, setState] = useState<'unknown' | 'missing' | 'present'>('unknown');
  // The library's record of the image, when it holds it (its alt texts are written there).
  const [item, setItem] = useState<MediaItem | undefined>();

  useEffect(() => {
    setState('unknown');
    setItem(undefined);
    if (!readable || url.trim() === '') return;
    const id = UPLOAD_ID.exec(url)?.[1];
    if (!id) return setState('missing');
    const controller = new AbortController();
    client.media.list({ q: id, limit: 1 }, { signal: controller.signal }).then(
      ({ items }) => {
        const found = items.find((candidate) => candidate.name.startsWith(id));
        setItem(found);
        setState(found && altFor(found, language) !== '' ? 'present' : 'missing');
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, readable, url, language]);

  /** Writes the image's alt text in `language` to the library (an accepted AI suggestion). */
  const saveAlt = async (alt: string) => {
    if (!item) return;
    const details = { title: item.title, alt_fr: item.alt_fr, alt_en: item.alt_en };
    const saved = await client.media.describe(item.name, { ...details, [`alt_${language}`]: alt });
    setItem({ ...item, ...saved });
    setState(altFor({ ...item, ...saved }, language) !== '' ? 'present' : 'missing');
  };

  return { state, item, saveAlt };
}
