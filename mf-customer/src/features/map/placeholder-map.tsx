import { Icon, cx } from '@marketplace/ui';
import { pinPosition } from './business-filter';
import { MAP_BOUNDS, type SampleBusiness } from './sample-businesses';
import styles from './map.module.css';

interface PlaceholderMapProps {
  businesses: readonly SampleBusiness[];
  selectedId: number | null;
  onSelect(id: number): void;
}

/**
 * A drawn stand-in for a map (no tile server): a street grid, a ring road and the lakes, with each
 * business pinned where its latitude and longitude fall inside MAP_BOUNDS. A pin selects its business.
 */
export function PlaceholderMap({ businesses, selectedId, onSelect }: PlaceholderMapProps) {
  return (
    <div className={styles.map} role="group" aria-label="Map of nearby businesses">
      <svg className={styles.drawing} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <ellipse cx="42" cy="58" rx="38" ry="36" className={styles.road} />
        <path d="M0 55 L100 48 M48 0 L52 100 M10 100 L90 5" className={styles.road} />
        <ellipse cx="83" cy="66" rx="5" ry="4" className={styles.lake} />
        <ellipse cx="60" cy="75" rx="4" ry="3" className={styles.lake} />
      </svg>
      {businesses.map((business) => {
        const { x, y } = pinPosition(business.latitude, business.longitude, MAP_BOUNDS);
        const selected = business.id === selectedId;
        return (
          <button
            key={business.id}
            type="button"
            className={cx(styles.pin, selected && styles.pinSelected)}
            style={{ left: `${x}%`, top: `${y}%` }}
            aria-label={business.name}
            aria-pressed={selected}
            onClick={() => onSelect(business.id)}
          >
            <Icon name="map-pin" size={18} />
          </button>
        );
      })}
    </div>
  );
}
