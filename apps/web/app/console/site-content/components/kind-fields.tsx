import type { ContentKind } from '../content-kinds';
import type { ContentEditorState } from '../use-content-editor';
import { FigureFields, ValueFields } from './about-fields';
import { TeamFields, TestimonialFields } from './people-fields';
import { ComparisonFields, FaqFields, PlanFields } from './pricing-fields';

const FIELDS: Record<ContentKind, (props: { editor: ContentEditorState }) => React.JSX.Element> = {
  plans: PlanFields,
  comparison: ComparisonFields,
  faq: FaqFields,
  testimonials: TestimonialFields,
  figures: FigureFields,
  values: ValueFields,
  team: TeamFields,
};

/** The fields of one kind's editor. */
export function KindFields({ kind, editor }: { kind: ContentKind; editor: ContentEditorState }) {
  const Fields = FIELDS[kind];
  return <Fields editor={editor} />;
}
