import type { LucideIcon } from 'lucide-react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CommonCopy } from '../../content/fr/common';

type ContactCopy = CommonCopy['footer']['contact'];

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
      <address className="mt-4 not-italic">
        <dl className="space-y-4 text-sm">
          <Row icon={Mail} label={contact.emailLabel}>
            <a href={`mailto:${contact.email}`} className={LINK}>
              {contact.email}
            </a>
          </Row>
          <Row icon={Phone} label={contact.phoneLabel}>
            <a href={`tel:${contact.phoneDial}`} className={LINK}>
              {contact.phone}
            </a>
          </Row>
          <Row icon={MapPin} label={contact.addressLabel}>
            {contact.address.street}
            <br />
            {contact.address.city}, {contact.address.country}
          </Row>
          <Row icon={Clock} label={contact.hoursLabel}>
            {contact.hours}
          </Row>
        </dl>
      </address>
    </div>
  );
}
