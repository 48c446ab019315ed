import { LOCALES } from '@vitrine/contract/locales';
import type { ConsoleCampaignsCopy } from '../content/fr/console-campaigns';
import { campaignFieldId } from '../campaign-form';
import type { CampaignPostOption } from '../load-campaign';
import type { CampaignEditorState } from '../use-campaign-editor';
import { CARD } from '../../shared/ui/button-styles';
import { ConsoleField } from '../../shared/ui/console-field';
import { SelectField } from '../../shared/ui/select-field';
import { SubjectSuggestions } from './subject-suggestions';

/** Subject, preview text, language and the blog post the e-mail may start from. */
export function CampaignMessageFields({
  editor,
  posts,
  copy,
}: {
  editor: CampaignEditorState;
  /** The published posts of the campaign's language. */
  posts: readonly CampaignPostOption[];
  copy: ConsoleCampaignsCopy;
}) {
  const { draft, errors, setField } = editor;
  const { fields } = copy.editor;
  const postOptions = [
    { value: '', label: fields.noPost },
    ...posts.map((post) => ({ value: post.id, label: post.title })),
  ];
  // A post since unpublished stays chosen (the server still finds it) until changed.
  if (draft.postId && !posts.some((post) => post.id === draft.postId))
    postOptions.push({ value: draft.postId, label: draft.postId });
  return (
    <section aria-labelledby="campaign-message-heading" className={`${CARD} flex flex-col gap-5`}>
      <h2 id="campaign-message-heading" className="text-lg font-semibold text-ink">
        {copy.editor.sections.message}
      </h2>
      <ConsoleField
        id={campaignFieldId('subject')}
        label={fields.subject}
        value={draft.subject}
        onChange={(value) => setField('subject', value)}
        help={fields.subjectHelp}
        error={errors.subject}
        autoComplete="off"
        required
      />
      <SubjectSuggestions editor={editor} />
      <ConsoleField
        id={campaignFieldId('preheader')}
        label={fields.preheader}
        value={draft.preheader}
        onChange={(value) => setField('preheader', value)}
        help={fields.preheaderHelp}
        error={errors.preheader}
        autoComplete="off"
      />
      <ConsoleField
        id={campaignFieldId('utmCampaign')}
        label={fields.utmCampaign}
        value={draft.utmCampaign}
        onChange={(value) => setField('utmCampaign', value)}
        help={fields.utmCampaignHelp}
        error={errors.utmCampaign}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <SelectField
          id={campaignFieldId('language')}
          label={fields.language}
          value={draft.language}
          options={LOCALES.map((value) => ({ value, label: copy.languages[value] }))}
          onChange={(value) => setField('language', value === 'en' ? 'en' : 'fr')}
          help={fields.languageHelp}
          error={errors.language}
        />
        <SelectField
          id={campaignFieldId('postId')}
          label={fields.post}
          value={draft.postId}
          options={postOptions}
          onChange={(value) => setField('postId', value)}
          help={fields.postHelp}
          error={errors.postId}
        />
      </div>
    </section>
  );
}
