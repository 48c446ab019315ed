import { DemoForm } from '../components/forms/demo-form';
import type { FormIslandProps } from '../components/islands/form-island';
import type { DemoPageCopy } from '../pages/demo-page';
import { mountForm } from './forms/mount-form';
import { mountIslands } from './mount-islands';

type Props = FormIslandProps<Pick<DemoPageCopy, 'form' | 'labels'>>;

mountIslands<Props>('demo-form', (root, { locale, common, copy }) =>
  mountForm(root, common, <DemoForm locale={locale} copy={copy.form} labels={copy.labels} />),
);
