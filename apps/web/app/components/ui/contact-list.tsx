import type { ComponentType, ReactNode } from 'react';
import type { CommonCopy } from '../../content/fr/common';
import type { SiteIconName } from '../../shared/icons/site-icons';

export type ContactCopy = CommonCopy['footer']['contact'];

export type ContactRow = ComponentType<{ icon: SiteIconName; label: string; children: ReactNode }>;

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
        <Row icon="mail" label={contact.emailLabel}>
          <a href={`mailto:${contact.email}`} className={linkClassName}>
            {contact.email}
          </a>
        </Row>
        <Row icon="phone" label={contact.phoneLabel}>
          <a href={`tel:${contact.phoneDial}`} className={linkClassName}>
            {contact.phone}
          </a>
        </Row>
        <Row icon="map-pin" label={contact.addressLabel}>
          {contact.address.street}
          <br />
          {contact.address.city}, {contact.address.country}
        </Row>
        <Row icon="clock" label={contact.hoursLabel}>
          {contact.hours}
        </Row>
      </dl>
    </address>
  );
}
