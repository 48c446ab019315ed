import { ImageUp } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { IMAGE_TYPES, useImageUpload } from '../../blog/use-image-upload';
import { useConsole } from '../../console-context';
import type { ContentEditorState } from '../../site-content/use-content-editor';
import { useContentCopy } from '../../site-content/use-content-copy';
import { BUTTON } from '../blog/button-styles';
import { ConsoleField } from '../console-field';
import { FieldMessages } from '../field-messages';
import { LocalizedField, type Texts } from './localized-field';

/** The portrait: an address, or an image uploaded as the blog's are; and its description. */
export function PortraitField({ editor }: { editor: ContentEditorState }) {
  const { client } = useConsole();
  const copy = useContentCopy();
  const { upload, uploading, failure } = useImageUpload(client);
  const input = useRef<HTMLInputElement>(null);
  const { draft, errors, set } = editor;
  const portrait = String(draft.portrait ?? '');
  const fileId = 'content-portrait-file';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const url = await upload(file);
    if (input.current) input.current.value = '';
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
            <input
              ref={input}
              id={fileId}
              type="file"
              accept={IMAGE_TYPES}
              onChange={choose}
              disabled={uploading}
              className="peer sr-only"
            />
            <label
              htmlFor={fileId}
              className={`${BUTTON.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-wait peer-disabled:opacity-60`}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {uploading ? copy.fields.uploading : copy.fields.upload}
            </label>
            <FieldMessages id={fileId} error={failure} />
          </div>
        </div>
      </div>
      <LocalizedField
        field="portrait_alt"
        label={copy.fields.portraitAlt}
        value={draft.portrait_alt as Texts}
        onChange={(value) => set('portrait_alt', value)}
        errors={errors}
      />
    </>
  );
}
