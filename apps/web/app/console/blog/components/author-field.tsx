import { useLoaderData } from 'react-router';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import type { EditorPost } from '../load-post';
import { fieldId } from '../post-form';
import type { PostEditorState } from '../use-post-editor';
import type { Loaded } from '../../shared/session';
import { SelectField } from '../../shared/ui/select-field';

/** The post's author (`author_id`), chosen among the visible team members of the About page. */
export function AuthorField({ editor, copy }: { editor: PostEditorState; copy: ConsoleBlogCopy }) {
  const { draft, errors, setField } = editor;
  const { fields } = copy.editor;
  const loaded = useLoaderData() as Loaded<EditorPost>;
  const authors = loaded.data && 'authors' in loaded.data ? loaded.data.authors : [];
  const options = authors.map((author) => ({ value: author.id, label: author.name }));
  // A member since hidden or deleted still shows as chosen: the site shows no author for them.
  if (draft.authorId && !options.some((option) => option.value === draft.authorId))
    options.unshift({ value: draft.authorId, label: fields.hiddenAuthor });
  return (
    <SelectField
      id={fieldId('authorId')}
      label={fields.author}
      value={draft.authorId}
      onChange={(value) => setField('authorId', value)}
      help={fields.authorHelp}
      error={errors.authorId}
      options={[{ value: '', label: fields.noAuthor }, ...options]}
    />
  );
}
