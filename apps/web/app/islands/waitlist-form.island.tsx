import { WaitlistForm } from '../components/forms/waitlist-form';
import type { FormIslandProps } from '../components/islands/form-island';
import type { WaitlistPageCopy } from '../pages/waitlist-page';
import { mountForm } from './forms/mount-form';
import { mountIslands } from './mount-islands';

type Props = FormIslandProps<Pick<WaitlistPageCopy, 'form' | 'labels'>>;

mountIslands<Props>('waitlist-form', (root, { locale, common, copy }) =>
  mountForm(root, common, <WaitlistForm locale={locale} copy={copy.form} labels={copy.labels} />),
);
