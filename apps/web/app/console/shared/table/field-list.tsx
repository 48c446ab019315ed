import type { ReactNode } from 'react';

export interface FieldItem {
  id: string;
  label: string;
  value: ReactNode;
}

/** A record's fields as label/value pairs. */
export function FieldList({ items }: { items: readonly FieldItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {items.map((item) => (
        <div key={item.id} className="contents">
          <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
          <dd className="min-w-0 break-words text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
