import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { fieldId } from '../post-form';
import type { PostEditorState } from '../use-post-editor';
import { useTranslationOptions } from '../use-translation-options';
import { SelectField } from '../../shared/ui/select-field';
import { TranslationActions } from './translation-actions';

/**
 * The same article in the other language (`translation_id`), chosen among that language's
 * posts; under it, a link to it or a button creating it.
 */
export function TranslationField({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy;
}) {
  const { draft, errors, setField, postId } = editor;
  const { other, posts } = useTranslationOptions(draft.language, postId);
  const { fields } = copy.editor;
  const options = posts.map((post) => ({
    value: post.id,
    label: post.published ? post.title : `${post.title} (${copy.status.draft})`,
  }));
  // A linked post not among the loaded ones still shows as chosen.
  if (draft.translationId && !options.some((option) => option.value === draft.translationId))
    options.unshift({ value: draft.translationId, label: draft.translationId });
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        id={fieldId('translationId')}
        label={fields.translation[other]}
        value={draft.translationId}
        onChange={(value) => setField('translationId', value)}
        help={fields.translationHelp}
        error={errors.translationId}
        options={[{ value: '', label: fields.noTranslation }, ...options]}
      />
      <TranslationActions editor={editor} copy={copy.publishing} />
    </div>
  );
}
