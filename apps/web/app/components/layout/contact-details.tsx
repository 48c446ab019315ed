import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactList, type ContactCopy } from '../ui/contact-list';

const LINK = 'text-slate-200 underline-offset-4 hover:text-white hover:underline';

function Row({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <dt className="shrink-0">
        <Icon aria-hidden="true" className="mt-0.5 size-4 text-slate-400" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The company's email, phone, postal address and opening hours. */
export function ContactDetails({ contact }: { contact: ContactCopy }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white">{contact.title}</h2>
      <ContactList
        contact={contact}
        row={Row}
        linkClassName={LINK}
        className="mt-4 space-y-4 text-sm"
      />
    </div>
  );
}
