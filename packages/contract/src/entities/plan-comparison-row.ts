import Type from 'typebox';
import {
  CONTENT_ACCESS,
  CONTENT_INDEXES,
  DisplayOrder,
  Localized,
  Visible,
} from './content-fields';
import { defineEntity, type ServerFields } from './entity-definition';

/** A cell: a text in both languages, or `true`/`false` shown as an icon with "included"/"not included". */
const Cell = () => Type.Union([Type.Boolean(), Localized(60)]);

const schema = Type.Object(
  {
    label: Localized(80),
    /** One cell per compared plan (`COMPARED_PLAN_KEYS`). */
    starter: Cell(),
    professional: Cell(),
    enterprise: Cell(),
    order: DisplayOrder(),
    visible: Visible(),
  },
  { additionalProperties: false },
);

/** A row of the pricing page's comparison table. */
export const PlanComparisonRow = defineEntity({
  name: 'PlanComparisonRow',
  schema,
  access: CONTENT_ACCESS,
  indexes: CONTENT_INDEXES,
});

export type PlanComparisonRowInput = Type.Static<typeof schema>;
export type PlanComparisonRowRecord = PlanComparisonRowInput & ServerFields;
export type ComparisonCellValue = PlanComparisonRowInput['starter'];
