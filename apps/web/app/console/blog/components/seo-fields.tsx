import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, fieldId, type PostField } from '../post-form';
import type { PostEditorState } from '../use-post-editor';
import { fillCopy } from '../../shared/console-locale';
import { ConsoleField } from '../../shared/ui/console-field';
import { SeoSuggestions } from './seo-suggestions';

/** The page's title and description for search engines and shares, each with its count. */
export function SeoFields({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy['publishing'];
}) {
  const { draft, errors, setField } = editor;
  const field = (
    name: Extract<PostField, 'seoTitle' | 'seoDescription'>,
    label: string,
    help: string,
    limit: number,
  ) => (
    <ConsoleField
      id={fieldId(name)}
      label={label}
      value={draft[name]}
      onChange={(value) => setField(name, value)}
      rows={name === 'seoDescription' ? 3 : undefined}
      help={`${help} ${fillCopy(copy.counter, { n: draft[name].trim().length, limit })}`}
      error={errors[name]}
    />
  );
  return (
    <>
      {field('seoTitle', copy.seoTitle, copy.seoTitleHelp, SEO_TITLE_MAX)}
      {field('seoDescription', copy.seoDescription, copy.seoDescriptionHelp, SEO_DESCRIPTION_MAX)}
      <SeoSuggestions editor={editor} />
    </>
  );
}
