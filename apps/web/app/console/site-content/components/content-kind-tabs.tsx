import { NavLink } from 'react-router';
import { CONTENT_KINDS, contentPath } from '../content-kinds';
import { useContentCopy } from '../use-content-copy';

/** The kinds of content, as links (one page each); the current one is marked. */
export function ContentKindTabs() {
  const copy = useContentCopy();
  return (
    <nav aria-label={copy.kindsLabel}>
      <ul className="flex flex-wrap gap-2">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind}>
            <NavLink
              to={contentPath(kind)}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                  isActive
                    ? 'border-brand bg-brand text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              {copy.kinds[kind].title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
