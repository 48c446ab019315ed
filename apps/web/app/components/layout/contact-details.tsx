import type { ReactNode } from 'react';
import { Icon } from '../../shared/icons/icon';
import type { SiteIconName } from '../../shared/icons/site-icons';
import { ContactList, type ContactCopy } from '../ui/contact-list';

const LINK = 'text-slate-200 underline-offset-4 hover:text-white hover:underline';

function Row({
  icon,
  label,
  children,
}: {
  icon: SiteIconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <dt className="shrink-0">
        <Icon name={icon} className="mt-0.5 size-4 text-slate-400" />
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
