import { ConsoleGlossaryPage } from './console-glossary-page';

/** `/admin/glossary` (capability `content`: admins and editors). */
export default function ConsoleGlossary() {
  return <ConsoleGlossaryPage />;
}
