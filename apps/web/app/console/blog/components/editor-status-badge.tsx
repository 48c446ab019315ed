import { formatDateTime } from '../../../shared/format/format-date';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import { isScheduled } from '../publication';
import { useConsoleBlog } from '../use-console-blog';
import type { PostEditorState } from '../use-post-editor';
import { PostStatusBadge } from './post-status-badge';

/** The saved post's status in the editor: draft, published, or scheduled for its date. */
export function EditorStatusBadge({
  editor,
  copy,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy;
}) {
  const { locale } = useConsoleBlog();
  const { published, publishedDate } = editor.baseline;
  const scheduled = isScheduled({ published, published_date: publishedDate });
  return (
    <PostStatusBadge
      published={published}
      copy={copy.status}
      scheduledFor={scheduled ? formatDateTime(publishedDate, locale) : undefined}
    />
  );
}
