import { useImageUpload } from '../../shared/use-image-upload';
import { useConsole } from '../../shared/console-context';
import type { ContentEditorState } from '../use-content-editor';
import { useContentCopy } from '../use-content-copy';
import { ImageUploadButton } from '../../shared/ui/image-upload-button';
import { ConsoleField } from '../../shared/ui/console-field';
import { FieldMessages } from '../../shared/ui/field-messages';
import { DraftLocalizedField } from './draft-localized-field';

/** The portrait: an address, or an image uploaded as the blog's are; and its description. */
export function PortraitField({ editor }: { editor: ContentEditorState }) {
  const { client } = useConsole();
  const copy = useContentCopy();
  const { upload, uploading, failure } = useImageUpload(client);
  const { draft, errors, set } = editor;
  const portrait = String(draft.portrait ?? '');
  const fileId = 'content-portrait-file';

  const choose = async (file: File) => {
    const url = await upload(file);
    if (url) set('portrait', url);
  };

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {portrait ? (
          <img
            src={portrait}
            alt=""
            className="size-24 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-indigo-50"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <ConsoleField
            id="content-portrait"
            label={copy.fields.portrait}
            help={copy.fields.portraitHelp}
            value={portrait}
            onChange={(value) => set('portrait', value)}
            error={errors.portrait}
          />
          <div>
            <ImageUploadButton
              id={fileId}
              label={uploading ? copy.fields.uploading : copy.fields.upload}
              uploading={uploading}
              onFile={choose}
            />
            <FieldMessages id={fileId} error={failure} />
          </div>
        </div>
      </div>
      <DraftLocalizedField editor={editor} field="portrait_alt" label={copy.fields.portraitAlt} />
    </>
  );
}
