interface StatItem {
  id: string;
  value: string;
  label: string;
}

/**
 * Figures with their labels (`1000+ entreprises`). Each item reads as one phrase: the value, a
 * space, then the label.
 */
export function StatList({
  items,
  tone = 'light',
  columns = 4,
}: {
  items: readonly StatItem[];
  tone?: 'light' | 'dark';
  columns?: 3 | 4;
}) {
  const dark = tone === 'dark';
  // Four columns follow the list's width (`@container`); three, the screen's.
  const grid =
    columns === 4 ? 'grid-cols-2 @min-[60rem]:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3';
  return (
    <div className="@container">
      <ul className={`grid gap-4 sm:gap-6 ${grid}`}>
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex flex-col gap-1 rounded-2xl p-5 text-center sm:p-6 ${
              dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-sm ring-1 ring-slate-200'
            }`}
          >
            <span
              className={`text-3xl font-bold tracking-tight tabular-nums sm:text-4xl ${
                dark
                  ? 'text-white'
                  : 'bg-linear-to-r from-brand to-accent bg-clip-text text-transparent'
              }`}
            >
              {item.value}
            </span>{' '}
            <span className={`text-sm sm:text-base ${dark ? 'text-indigo-100' : 'text-slate-600'}`}>
              {item.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
