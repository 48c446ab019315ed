import type { ReactNode } from 'react';
import type { SiteIconName } from '../../../shared/icons/site-icons';
import { ContactList, type ContactCopy } from '../../ui/contact-list';
import { IconBadge } from '../../../shared/ui/icon-badge';

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
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-medium text-slate-600">
        <span className="absolute top-0 left-0">
          <IconBadge icon={icon} size="sm" tone="soft" />
        </span>
        {label}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

const LINK = 'font-medium text-brand underline-offset-4 hover:underline';

/** The company's email, phone, address and hours, for the Contact page. */
export function ContactInfo({
  titleId,
  title,
  text,
  contact,
}: {
  titleId: string;
  title: string;
  text: string;
  contact: ContactCopy;
}) {
  return (
    <>
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      <p className="text-lg leading-relaxed text-slate-600">{text}</p>
      <ContactList
        contact={contact}
        row={Row}
        linkClassName={LINK}
        className="flex flex-col gap-5"
      />
    </>
  );
}
