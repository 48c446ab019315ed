import { roleCan } from '@vitrine/contract/access/roles';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { useConsole } from '../../shared/console-context';
import type { PostEditorState } from '../use-post-editor';
import { CARD } from '../../shared/ui/button-styles';
import { PublicationDateField } from './publication-date-field';
import { SeoFields } from './seo-fields';

/** When the post goes (or went) out (for roles that publish), and how search engines show it. */
export function PostPublishingFields({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy;
}) {
  const text = copy.publishing;
  const { user } = useConsole();
  return (
    <section aria-labelledby="post-publishing-heading" className={`${CARD} flex flex-col gap-5`}>
      <h2 id="post-publishing-heading" className="text-lg font-semibold text-ink">
        {text.heading}
      </h2>
      {roleCan(user.role, 'posts.publish-own') ? (
        <PublicationDateField editor={editor} copy={text} />
      ) : null}
      <SeoFields editor={editor} copy={text} />
    </section>
  );
}
