import { slugFromText } from '@vitrine/contract/entities/slug-pattern';
import { TEAM_SLUG_MAX } from '@vitrine/contract/entities/team-member';
import { fillCopy } from '../../shared/console-locale';
import type { ContentEditorState } from '../use-content-editor';
import { useContentCopy } from '../use-content-copy';
import { ConsoleField } from '../../shared/ui/console-field';
import { SelectField } from '../../shared/ui/select-field';
import { DraftLocalizedField } from './draft-localized-field';
import { PortraitField } from './portrait-field';

/** A person's name (the same in both languages); `onName` hears each change. */
function NameField({
  editor,
  onName,
}: {
  editor: ContentEditorState;
  onName?: (name: string) => void;
}) {
  const { fields } = useContentCopy();
  return (
    <ConsoleField
      id="content-name"
      label={fields.personName}
      value={String(editor.draft.name ?? '')}
      onChange={(value) => {
        onName?.(value);
        editor.set('name', value);
      }}
      error={editor.errors.name}
      className="sm:max-w-md"
    />
  );
}

/** A testimonial: who, their company and role, their words and rating. */
export function TestimonialFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  const { draft, errors, set } = editor;
  return (
    <>
      <NameField editor={editor} />
      <DraftLocalizedField editor={editor} field="role" label={fields.role} />
      <DraftLocalizedField editor={editor} field="company" label={fields.company} />
      <DraftLocalizedField editor={editor} field="content" label={fields.content} rows={5} />
      <SelectField
        id="content-rating"
        label={fields.rating}
        value={String(draft.rating)}
        options={[5, 4, 3, 2, 1].map((rating) => ({
          value: String(rating),
          label: fillCopy(fields.ratingOption, { rating }),
        }))}
        onChange={(value) => set('rating', Number(value))}
        error={errors.rating}
        className="sm:max-w-xs"
      />
    </>
  );
}

/**
 * The author page key follows the name while it is empty or still the one the name gave
 * (« Inès Haddad » → `ines-haddad`); once typed by hand, it stays.
 */
function followName(editor: ContentEditorState, name: string) {
  const slug = String(editor.draft.slug ?? '');
  const fromName = (text: string) => slugFromText(text, TEAM_SLUG_MAX);
  if (slug !== '' && slug !== fromName(String(editor.draft.name ?? ''))) return;
  editor.set('slug', fromName(name) || undefined);
}

/** The key of a member's author page (`/blog?author=…`). */
function SlugField({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  return (
    <ConsoleField
      id="content-slug"
      label={fields.slug}
      help={fields.slugHelp}
      value={String(editor.draft.slug ?? '')}
      onChange={(value) => editor.set('slug', value.trim() === '' ? undefined : value.trim())}
      error={editor.errors.slug}
      className="sm:max-w-md"
    />
  );
}

/** A team member: name, author page address, role, description and portrait. */
export function TeamFields({ editor }: { editor: ContentEditorState }) {
  const { fields } = useContentCopy();
  return (
    <>
      <NameField editor={editor} onName={(name) => followName(editor, name)} />
      <SlugField editor={editor} />
      <DraftLocalizedField editor={editor} field="role" label={fields.memberRole} />
      <DraftLocalizedField editor={editor} field="description" label={fields.bio} rows={4} />
      <PortraitField editor={editor} />
    </>
  );
}
