import { roleCan } from '@vitrine/contract/access/roles';
import type { Locale } from '@vitrine/contract/locales';
import { GalleryVerticalEnd, ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fillCopy } from '../../shared/console-locale';
import { altFor } from '../image-alt';
import type { InlineImages } from '../use-inline-images';
import { IMAGE_TYPES } from '../../shared/use-image-upload';
import { BUTTON } from '../../shared/ui/button-styles';
import { useConsole } from '../../shared/console-context';
import { MediaLibraryDialog } from './media-library-dialog';

/**
 * Above the text: upload an image into it (every role that writes posts), or pick one from the
 * media library (roles with `media`: it lists everyone's uploads).
 */
export function ContentImageTools({
  images,
  copy,
  language,
}: {
  images: InlineImages;
  copy: ConsoleBlogCopy['editor'];
  /** The post's: a library image goes in with its alt text of this language. */
  language: Locale;
}) {
  const fileId = useId();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const library = roleCan(useConsole().user.role, 'media');
  const words = copy.inline;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    void images.uploadAndInsert(files);
  };
  const status = images.uploading
    ? words.inserting
    : images.failure
      ? fillCopy(copy.image.failed, { message: images.failure })
      : images.inserted > 0
        ? images.withAlt
          ? words.insertedWithAlt
          : words.inserted
        : '';
  return (
    <div className="mb-2 flex flex-col gap-2">
      <div role="group" aria-label={words.toolbarLabel} className="flex flex-wrap gap-2">
        <input
          id={fileId}
          type="file"
          accept={IMAGE_TYPES}
          onChange={choose}
          disabled={images.uploading}
          className="peer sr-only"
        />
        <label
          htmlFor={fileId}
          className={`${BUTTON.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-wait peer-disabled:opacity-60`}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {words.insert}
        </label>
        {library ? (
          <button type="button" className={BUTTON.secondary} onClick={() => setLibraryOpen(true)}>
            <GalleryVerticalEnd aria-hidden="true" className="size-4" />
            {words.library}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-600 empty:hidden">
        {status}
      </p>
      <MediaLibraryDialog
        open={library && libraryOpen}
        words={copy.media}
        language={language}
        onClose={() => setLibraryOpen(false)}
        onInsert={(item) => {
          setLibraryOpen(false);
          images.insert(item.url, altFor(item, language));
        }}
      />
    </div>
  );
}
