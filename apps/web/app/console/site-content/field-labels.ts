import type { ConsoleContentCopy } from './content/fr/console-content';
import type { ContentKind } from './content-kinds';

type Fields = ConsoleContentCopy['fields'];

/** The label of a record's field as its editor shows it, by kind where two kinds differ. */
function labelOf(kind: ContentKind, field: string, fields: Fields, visible: string): string {
  if (field === 'visible') return visible;
  if (field === 'order') return fields.order;
  if (kind === 'comparison' && field in fields.planKeys)
    return fields.planKeys[field as keyof Fields['planKeys']];
  if (field === 'name') return kind === 'plans' ? fields.name : fields.personName;
  if (field === 'label') return kind === 'figures' ? fields.figureLabel : fields.label;
  if (field === 'role') return kind === 'team' ? fields.memberRole : fields.role;
  if (field === 'description' && kind === 'team') return fields.bio;
  const byField: Record<string, string> = {
    key: fields.key,
    // `price` names the one price of before migration 0018, in older history entries.
    price: fields.price,
    prices: fields.price,
    description: fields.description,
    features: fields.features,
    button_text: fields.buttonText,
    free: fields.planKeys.free,
    popular: fields.popular,
    enterprise: fields.planKeys.enterprise,
    question: fields.question,
    answer: fields.answer,
    company: fields.company,
    content: fields.content,
    rating: fields.rating,
    placement: fields.placement,
    value: fields.value,
    title: fields.title,
    icon: fields.icon,
    slug: fields.slug,
    portrait: fields.portrait,
    portrait_alt: fields.portraitAlt,
  };
  return byField[field] ?? field;
}

/** `name.fr` → "Nom (FR)": the changed fields of a history entry, in the console's words. */
export function changedFieldLabels(
  kind: ContentKind,
  paths: readonly string[],
  copy: ConsoleContentCopy,
) {
  return paths.map((path) => {
    const [field = path, language] = path.split('.');
    const label = labelOf(kind, field, copy.fields, copy.list.visible);
    return language ? `${label} (${language.toUpperCase()})` : label;
  });
}
