import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fieldId } from '../post-form';
import { useImageUpload } from '../../shared/use-image-upload';
import { useConsoleBlog } from '../use-console-blog';
import { useFeaturedAlt } from '../use-featured-alt';
import type { PostEditorState } from '../use-post-editor';
import { fillCopy } from '../../shared/console-locale';
import { ConsoleField } from '../../shared/ui/console-field';
import { BUTTON, CARD } from '../../shared/ui/button-styles';
import { ImageUploadButton } from '../../shared/ui/image-upload-button';
import { AltSuggestion } from './alt-suggestion';
import { useAiCopy } from '../../ai/ai';
import { apiFailure } from '../../shared/api-failure';

/** Upload (or paste the address of) the post's image; a preview, and a way to remove it. */
export function FeaturedImageField({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy['editor'];
}) {
  const { client } = useConsoleBlog();
  const aiCopy = useAiCopy();
  const { upload, uploading, failure, clearFailure } = useImageUpload(client);
  const [uploaded, setUploaded] = useState(false);
  const { draft, errors, setField } = editor;
  const fileId = 'post-image-file';
  const featuredAlt = useFeaturedAlt(draft.featuredImage, draft.language);
  const alt = featuredAlt.state;
  const [altSaved, setAltSaved] = useState('');

  const choose = async (file: File) => {
    setUploaded(false);
    const url = await upload(file);
    if (url) setField('featuredImage', url);
    setUploaded(url !== undefined);
  };

  return (
    <section aria-labelledby="post-image-heading" className={`${CARD} flex flex-col gap-4`}>
      <h2 id="post-image-heading" className="text-lg font-semibold text-ink">
        {copy.sections.image}
      </h2>
      {draft.featuredImage ? (
        <img
          src={draft.featuredImage}
          alt={copy.image.preview}
          className="aspect-[1200/630] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <ImageUploadButton
          id={fileId}
          label={uploading ? copy.image.uploading : copy.image.upload}
          uploading={uploading}
          describedBy={`${fileId}-help${failure ? ` ${fileId}-error` : ''}`}
          onFile={choose}
        />
        {draft.featuredImage ? (
          <button
            type="button"
            className={BUTTON.danger}
            onClick={() => {
              clearFailure();
              setField('featuredImage', '');
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {copy.image.remove}
          </button>
        ) : null}
      </div>
      <p id={`${fileId}-help`} className="-mt-2 text-sm text-slate-500">
        {copy.image.accepted}
      </p>
      <p
        id={`${fileId}-error`}
        role="alert"
        className="text-sm font-medium text-red-700 empty:hidden"
      >
        {failure ? fillCopy(copy.image.failed, { message: failure }) : ''}
      </p>
      <p role="status" className="sr-only">
        {uploaded ? copy.image.uploaded : ''}
      </p>
      {alt === 'missing' ? (
        <p id="post-image-alt" className="text-sm font-medium text-amber-800">
          {copy.image.noAlt}
        </p>
      ) : null}
      {alt === 'missing' && featuredAlt.item ? (
        <AltSuggestion
          language={draft.language}
          imageUrl={featuredAlt.item.url}
          context={[draft.title, draft.excerpt].filter(Boolean).join('\n')}
          onUse={(text) => {
            setAltSaved('');
            featuredAlt.saveAlt(text).then(
              () => setAltSaved(aiCopy.suggest.altSaved),
              (error: unknown) => setAltSaved(apiFailure(error).message),
            );
          }}
        />
      ) : null}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {altSaved}
      </p>
      <ConsoleField
        id={fieldId('featuredImage')}
        label={copy.image.url}
        type="url"
        value={draft.featuredImage}
        onChange={(value) => setField('featuredImage', value)}
        error={errors.featuredImage}
      />
    </section>
  );
}
