import { fieldLabels as labelsEn } from '../../shared/content/en/field-labels';
import { consoleBlogCopy as consoleBlogEn } from './content/en/console-blog';
import { fieldLabels as labelsFr } from '../../shared/content/fr/field-labels';
import { consoleBlogCopy as consoleBlogFr } from './content/fr/console-blog';
import { useConsole } from '../shared/console-context';

/** The console session plus the blog pages' copy and the site's category labels. */
export function useConsoleBlog() {
  const session = useConsole();
  const english = session.locale === 'en';
  return {
    ...session,
    blogCopy: english ? consoleBlogEn : consoleBlogFr,
    categories: (english ? labelsEn : labelsFr).blogCategories,
  };
}
