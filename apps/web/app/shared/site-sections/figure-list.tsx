import type { FigureView } from '../site-content/record-views';
import { StatList } from '../ui/stat-list';

/** The key figures of Home and About, on their navy band. */
export function FigureList({ figures }: { figures: FigureView[] }) {
  return (
    <StatList
      items={figures.map((figure, index) => ({ id: String(index), ...figure }))}
      tone="dark"
    />
  );
}
