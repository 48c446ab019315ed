import type { ReactNode } from 'react';
import { Container } from '../../../shared/ui/container';

/**
 * The band under a form page's heading: what the visitor gets on the left (or on top), the form
 * card on the right.
 */
export function FormSection({
  labelledBy,
  aside,
  children,
}: {
  /** Id of the heading that names the section. */
  labelledBy: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className="pb-16 sm:pb-24">
      <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div className="flex flex-col gap-6 lg:pt-4">{aside}</div>
        <div>{children}</div>
      </Container>
    </section>
  );
}
