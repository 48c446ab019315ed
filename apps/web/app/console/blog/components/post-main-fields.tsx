import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fieldId } from '../post-form';
import type { PostEditorState } from '../use-post-editor';
import { ConsoleField } from '../../shared/ui/console-field';
import { CARD } from '../../shared/ui/button-styles';

/** Title, slug (following the title until edited) and excerpt. */
export function PostMainFields({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy['editor'];
}) {
  const { draft, errors, setField } = editor;
  return (
    <section aria-labelledby="post-main-heading" className={`${CARD} flex flex-col gap-5`}>
      <h2 id="post-main-heading" className="text-lg font-semibold text-ink">
        {copy.sections.main}
      </h2>
      <ConsoleField
        id={fieldId('title')}
        label={copy.fields.title}
        value={draft.title}
        onChange={(value) => setField('title', value)}
        error={errors.title}
        required
      />
      <ConsoleField
        id={fieldId('slug')}
        label={copy.fields.slug}
        value={draft.slug}
        onChange={(value) => setField('slug', value.toLowerCase())}
        help={copy.fields.slugHelp}
        error={errors.slug}
        autoComplete="off"
        required
      />
      <ConsoleField
        id={fieldId('excerpt')}
        label={copy.fields.excerpt}
        value={draft.excerpt}
        onChange={(value) => setField('excerpt', value)}
        rows={3}
        help={copy.fields.excerptHelp}
        error={errors.excerpt}
        required
      />
    </section>
  );
}
