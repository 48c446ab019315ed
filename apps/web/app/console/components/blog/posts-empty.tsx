import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { ConsoleBlogCopy } from '../../content/fr/console-blog';
import { BUTTON } from './button-styles';

/** No post at all (a way to write the first), or none matching the filters (a way to clear them). */
export function PostsEmpty({
  filtered,
  copy,
  onClear,
}: {
  filtered: boolean;
  copy: ConsoleBlogCopy['list'];
  onClear: () => void;
}) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <FileText aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-ink">
        {filtered ? copy.noMatchTitle : copy.emptyTitle}
      </h2>
      <p className="mt-1 max-w-md text-slate-600">{filtered ? copy.noMatchText : copy.emptyText}</p>
      <div className="mt-6">
        {filtered ? (
          <button type="button" className={BUTTON.secondary} onClick={onClear}>
            {copy.clearFilters}
          </button>
        ) : (
          <Link to="/admin/blog/new" className={BUTTON.primary}>
            {copy.newPost}
          </Link>
        )}
      </div>
    </div>
  );
}
