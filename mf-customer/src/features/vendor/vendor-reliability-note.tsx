import { RELIABILITY_TEXTS } from '@marketplace/contracts';
import { Icon } from '@marketplace/ui';
import { useVendorReliability } from './vendor-api';
import { reliabilityLines } from './vendor-reliability';
import styles from './vendor.module.css';

/**
 * How reliably the store serves (issue 25), above its menu: 'Usually accepts in 4 min', 'Delivered 47
 * of the last 50 orders'. Nothing at all while it loads, when the call fails, or when the store has
 * too few orders to say: it is a reassurance, never an error of the page.
 */
export function VendorReliabilityNote({ vendorId }: { vendorId: number }) {
  const reliability = useVendorReliability(String(vendorId));
  const lines = reliabilityLines(reliability.isSuccess ? reliability.data : undefined);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.reliability} aria-label={RELIABILITY_TEXTS.label}>
      {lines.map((line) => (
        <li key={line.kind} className={styles.reliabilityLine}>
          <Icon
            name={line.kind === 'accepts' ? 'clock' : 'circle-check'}
            size={16}
            className={styles.reliabilityIcon}
          />
          {line.text}
        </li>
      ))}
    </ul>
  );
}
