import type { Locale } from '@vitrine/contract/locales';
import type { ReactNode } from 'react';
import { useFormCommonCopy, type FormCommonCopy } from '../../i18n/form-common-copy';
import type { IslandName } from '../../islands/island-manifest';
import { Island } from './island';

/** What every form island gets: the page's language, the forms' shared copy and its own copy. */
export interface FormIslandProps<Copy> {
  locale: Locale;
  common: FormCommonCopy;
  copy: Copy;
}

/**
 * A form drawn on the server and made interactive by its island (decision 0066), which renders
 * the same components with `copy` in the browser.
 */
export function FormIsland<Copy>({
  name,
  locale,
  copy,
  className,
  children,
}: {
  name: IslandName;
  locale: Locale;
  copy: Copy;
  className?: string;
  children: ReactNode;
}) {
  const props: FormIslandProps<Copy> = { locale, common: useFormCommonCopy(), copy };
  return (
    <Island name={name} props={props} className={className}>
      {children}
    </Island>
  );
}
