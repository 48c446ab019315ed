import { Icon } from '../../../shared/icons/icon';

/** A list of advantages, each after a check mark. */
export function BenefitList({ items }: { items: readonly { id: string; text: string }[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 text-slate-700">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
            <Icon name="check" className="size-4" strokeWidth={2.5} />
          </span>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
