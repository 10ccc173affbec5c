import { Card } from '@marketplace/ui';
import styles from './reports.module.css';

/** A row of figure tiles above a report: each a label and its value, grouped under a name. */
export function ReportTiles({
  label,
  tiles,
}: {
  label: string;
  tiles: readonly (readonly [string, string | number])[];
}) {
  return (
    <div className={styles.tiles} role="group" aria-label={label}>
      {tiles.map(([name, value]) => (
        <Card key={name} className={styles.tile}>
          <span className={styles.tileLabel}>{name}</span>
          <span className={styles.tileValue}>{value}</span>
        </Card>
      ))}
    </div>
  );
}
