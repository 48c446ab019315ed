import { BLOG_CATEGORIES } from '@vitrine/contract/entities/field-options';
import { LOCALES, type Locale } from '@vitrine/contract/locales';
import type { FieldLabels } from '../../../shared/content/fr/field-labels';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fieldId, type PostDraft } from '../post-form';
import type { PostEditorState } from '../use-post-editor';
import { ConsoleField } from '../../shared/ui/console-field';
import { SelectField } from '../../shared/ui/select-field';
import { CARD } from '../../shared/ui/button-styles';
import { AuthorField } from './author-field';
import { ReadTimeField } from './read-time-field';
import { TranslationField } from './translation-field';

interface PostDetailsFieldsProps {
  editor: PostEditorState;
  copy: ConsoleBlogCopy;
  categories: FieldLabels['blogCategories'];
}

/** Language, category, tags, author, read time and the link to the other language's version. */
export function PostDetailsFields({ editor, copy, categories }: PostDetailsFieldsProps) {
  const { draft, errors, setField } = editor;
  const { fields } = copy.editor;
  return (
    <section aria-labelledby="post-details-heading" className={`${CARD} flex flex-col gap-5`}>
      <h2 id="post-details-heading" className="text-lg font-semibold text-ink">
        {copy.editor.sections.details}
      </h2>
      <SelectField
        id={fieldId('language')}
        label={fields.language}
        value={draft.language}
        onChange={(value) => setField('language', value as Locale)}
        error={errors.language}
        options={LOCALES.map((locale) => ({ value: locale, label: copy.languages[locale] }))}
      />
      <SelectField
        id={fieldId('category')}
        label={fields.category}
        value={draft.category}
        onChange={(value) => setField('category', value as PostDraft['category'])}
        error={errors.category}
        options={[
          ...(draft.category ? [] : [{ value: '', label: fields.chooseCategory }]),
          ...BLOG_CATEGORIES.map((category) => ({ value: category, label: categories[category] })),
        ]}
      />
      <ConsoleField
        id={fieldId('tags')}
        label={fields.tags}
        value={draft.tags}
        onChange={(value) => setField('tags', value)}
        help={fields.tagsHelp}
        error={errors.tags}
      />
      <AuthorField editor={editor} copy={copy} />
      <ReadTimeField
        value={draft.readTime}
        content={draft.content}
        error={errors.readTime}
        onChange={(value) => setField('readTime', value)}
        copy={fields}
      />
      <TranslationField editor={editor} copy={copy} />
    </section>
  );
}
