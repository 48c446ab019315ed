import Type from 'typebox';

/**
 * What an image field may hold: nothing, a path of this site (`/images/…`, `/uploads/…`; not
 * `//host`, which leaves the site) or an `https://` address. `javascript:`, `data:`, `http:` and
 * any other scheme are refused; in development uploads are site paths, so `http:` is not needed.
 */
export const IMAGE_URL_PATTERN =
  '^(?:/(?![/\\\\])[^\\s\\\\]*|https://[^\\s/\\\\]+(?:/[^\\s\\\\]*)?)?$';

const IMAGE_URL = new RegExp(IMAGE_URL_PATTERN);

/** An image address field (`featured_image`, `portrait`): 2048 characters, `IMAGE_URL_PATTERN`. */
export const ImageUrl = () =>
  Type.String({ minLength: 0, maxLength: 2048, pattern: IMAGE_URL_PATTERN });

/**
 * The address when a page may draw it, else undefined: records stored before the field was
 * checked may hold `javascript:` or `data:` addresses, and pages render nothing for them.
 */
export function safeImageUrl(url: string | undefined): string | undefined {
  return url !== undefined && url !== '' && IMAGE_URL.test(url) ? url : undefined;
}
