import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { CommonCopy } from '../../content/fr/common';

export type ContactCopy = CommonCopy['footer']['contact'];

export type ContactRow = ComponentType<{ icon: LucideIcon; label: string; children: ReactNode }>;

/**
 * The company's email, phone, postal address and opening hours as a description list; the
 * caller draws each row (the dark footer and the Contact page look different).
 */
export function ContactList({
  contact,
  row: Row,
  linkClassName,
  className,
}: {
  contact: ContactCopy;
  row: ContactRow;
  linkClassName: string;
  className: string;
}) {
  return (
    <address className="not-italic">
      <dl className={className}>
        <Row icon={Mail} label={contact.emailLabel}>
          <a href={`mailto:${contact.email}`} className={linkClassName}>
            {contact.email}
          </a>
        </Row>
        <Row icon={Phone} label={contact.phoneLabel}>
          <a href={`tel:${contact.phoneDial}`} className={linkClassName}>
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
  );
}
