import type { ApiErrorIssue } from '@vitrine/contract/client/api-error';
import type { ConsoleBlogCopy } from './content/fr/console-blog';
import { fillCopy } from '../shared/console-locale';
import type { FieldErrors, PostField } from './post-form';

/** Record fields whose name differs from the editor's. */
const FIELD_NAMES: Record<string, PostField> = {
  read_time: 'readTime',
  featured_image: 'featuredImage',
  translation_id: 'translationId',
  published_date: 'publishedDate',
  seo_title: 'seoTitle',
  seo_description: 'seoDescription',
};
const EDITOR_FIELDS = new Set<string>([
  'title',
  'slug',
  'excerpt',
  'language',
  'category',
  'tags',
  'content',
]);

function editorField(name: string): PostField | undefined {
  const base = name.replace(/^\//, '').split(/[.[/]/)[0] ?? '';
  return FIELD_NAMES[base] ?? (EDITOR_FIELDS.has(base) ? (base as PostField) : undefined);
}

function issueMessage(issue: ApiErrorIssue, field: PostField, copy: ConsoleBlogCopy) {
  const errors = copy.editor.errors;
  if (issue.rule === 'required') return errors.required;
  if (issue.rule === 'maxLength' && issue.limit !== undefined && field !== 'tags')
    return fillCopy(errors.maxLength, { limit: issue.limit });
  if (field === 'slug' && issue.rule === 'pattern') return errors.slugFormat;
  if (field === 'category') return errors.category;
  if (field === 'readTime') return errors.readTime;
  if (field === 'tags') return issue.rule === 'maxItems' ? errors.tooManyTags : errors.tagTooLong;
  return fillCopy(errors.invalid, { message: issue.message });
}

/** Server validation issues as messages under the editor's fields; others stay unplaced. */
export function fieldErrorsFromIssues(issues: ApiErrorIssue[], copy: ConsoleBlogCopy) {
  const errors: FieldErrors = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const field = editorField(issue.field);
    if (!field) unplaced.push(issue.message);
    else errors[field] ??= issueMessage(issue, field, copy);
  }
  return { errors, unplaced };
}
