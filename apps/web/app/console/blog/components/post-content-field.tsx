import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { imagesWithoutAlt, namedImages } from '../image-alt';
import { fieldId } from '../post-form';
import { fillCopy } from '../../shared/console-locale';
import { useInlineImages } from '../use-inline-images';
import type { EditorView, PostEditorState } from '../use-post-editor';
import { CONSOLE_CONTROL, CONSOLE_LABEL } from '../../shared/ui/console-field';
import { CARD } from '../../shared/ui/button-styles';
import { ContentImageTools } from './content-image-tools';
import { MarkdownPreview } from './markdown-preview';

const VIEWS: EditorView[] = ['write', 'preview'];

/**
 * The markdown and its live preview: side by side on wide screens, one at a time (Write /
 * Preview) on narrower ones.
 */
export function PostContentField({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy['editor'];
}) {
  const { draft, errors, setField, view, setView } = editor;
  const images = useInlineImages(editor);
  const id = fieldId('content');
  const missing = imagesWithoutAlt(draft.content);
  const described = [
    `${id}-help`,
    missing.length > 0 ? `${id}-alt` : '',
    errors.content ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const shown = (name: EditorView) => (view === name ? 'flex' : 'hidden xl:flex');
  return (
    <section aria-labelledby="post-content-heading" className={CARD}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="post-content-heading" className="text-lg font-semibold text-ink">
          {copy.sections.content}
        </h2>
        <div
          role="group"
          aria-label={copy.preview.modeLabel}
          className="inline-flex rounded-lg bg-slate-100 p-1 xl:hidden"
        >
          {VIEWS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
              className="min-h-11 rounded-md px-4 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-ink aria-pressed:shadow-sm"
            >
              {name === 'write' ? copy.preview.write : copy.preview.show}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 grid gap-6 xl:grid-cols-2">
        <div className={`${shown('write')} min-w-0 flex-col`}>
          <ContentImageTools images={images} copy={copy} language={draft.language} />
          <label htmlFor={id} className={CONSOLE_LABEL}>
            {copy.fields.content}
          </label>
          <textarea
            ref={images.textarea}
            id={id}
            value={draft.content}
            onChange={(event) => setField('content', event.target.value)}
            onPaste={images.onPaste}
            onDragOver={images.onDragOver}
            onDrop={images.onDrop}
            rows={24}
            spellCheck
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={described}
            required
            className={`${CONSOLE_CONTROL} min-h-80 resize-y font-mono text-sm leading-6 xl:h-[36rem]`}
          />
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-500">
            {copy.fields.contentHelp} {copy.inline.hint}
          </p>
          {missing.length > 0 ? (
            <p id={`${id}-alt`} className="mt-1 text-sm font-medium text-amber-800">
              {fillCopy(copy.inline.missingAlt, { images: namedImages(missing) })}
            </p>
          ) : null}
          {errors.content ? (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.content}
            </p>
          ) : null}
        </div>
        <div className={`${shown('preview')} min-w-0 flex-col`}>
          <h3 id="post-preview-heading" className={CONSOLE_LABEL}>
            {copy.preview.title}
          </h3>
          <section
            aria-labelledby="post-preview-heading"
            // It scrolls on wide screens: keyboard users must be able to reach it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="min-h-80 min-w-0 rounded-lg border border-slate-200 bg-white px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand xl:h-[36rem] xl:overflow-y-auto"
          >
            <MarkdownPreview markdown={draft.content} copy={copy.preview} />
          </section>
        </div>
      </div>
    </section>
  );
}
