import { roleCan } from '@vitrine/contract/access/roles';
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

  useEffect(() => {
    setState('unknown');
    if (!readable || url.trim() === '') return;
    const id = UPLOAD_ID.exec(url)?.[1];
    if (!id) return setState('missing');
    const controller = new AbortController();
    client.media.list({ q: id, limit: 1 }, { signal: controller.signal }).then(
      ({ items }) => {
        const item = items.find((found) => found.name.startsWith(id));
        setState(item && altFor(item, language) !== '' ? 'present' : 'missing');
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, readable, url, language]);

  return state;
}
