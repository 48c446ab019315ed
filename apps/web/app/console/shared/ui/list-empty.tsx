import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BUTTON } from './button-styles';

export interface ListEmptyCopy {
  emptyTitle: string;
  emptyText: string;
  noMatchTitle: string;
  noMatchText: string;
}

/**
 * A console list with nothing to show: none at all (a link to write the first), or none
 * matching the filters (a button that clears them).
 */
export function ListEmpty({
  icon: Icon,
  filtered,
  copy,
  clearLabel,
  onClear,
  create,
}: {
  icon: LucideIcon;
  filtered: boolean;
  copy: ListEmptyCopy;
  clearLabel: string;
  onClear: () => void;
  create: { to: string; label: string };
}) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-ink">
        {filtered ? copy.noMatchTitle : copy.emptyTitle}
      </h2>
      <p className="mt-1 max-w-md text-slate-600">{filtered ? copy.noMatchText : copy.emptyText}</p>
      <div className="mt-6">
        {filtered ? (
          <button type="button" className={BUTTON.secondary} onClick={onClear}>
            {clearLabel}
          </button>
        ) : (
          <Link to={create.to} className={BUTTON.primary}>
            {create.label}
          </Link>
        )}
      </div>
    </div>
  );
}
