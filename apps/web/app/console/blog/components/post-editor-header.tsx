import { pagePath } from '@vitrine/contract/site-pages';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConsoleBlogCopy } from '../content/fr/console-blog';
import type { PostEditorState } from '../use-post-editor';
import { ConsoleHeading } from '../../shared/ui/console-heading';
import { BUTTON } from '../../shared/ui/button-styles';
import { PostTools } from './post-tools';

/** Back to the list, the page's title, and for a saved post: view it on the site, delete it. */
export function PostEditorHeader({
  editor,
  copy,
  onDelete,
  aiActions,
}: {
  editor: PostEditorState;
  copy: ConsoleBlogCopy;
  onDelete: () => void;
  /** The AI's actions on a saved post (translate), when a provider is configured. */
  aiActions?: ReactNode;
}) {
  const { postId, baseline } = editor;
  const { editor: text } = copy;
  const sitePath =
    postId && baseline.published
      ? pagePath(baseline.language, 'BlogPost', `slug=${encodeURIComponent(baseline.slug)}`)
      : undefined;
  return (
    <>
      <Link
        to="/admin/blog"
        className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {text.backToList}
      </Link>
      <div className="mt-2">
        <ConsoleHeading
          title={postId ? text.editTitle : text.newTitle}
          intro={postId ? baseline.title : undefined}
          actions={
            postId ? (
              <>
                {aiActions}
                <PostTools editor={editor} postId={postId} copy={copy} />
                {sitePath ? (
                  <a href={sitePath} target="_blank" rel="noopener" className={BUTTON.secondary}>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    {text.actions.viewOnSite}
                    <span className="sr-only"> {text.actions.newTab}</span>
                  </a>
                ) : null}
                <button type="button" className={BUTTON.danger} onClick={onDelete}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {text.actions.delete}
                </button>
              </>
            ) : undefined
          }
        />
      </div>
    </>
  );
}
