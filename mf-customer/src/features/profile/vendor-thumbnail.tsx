import type { ReactNode } from 'react';
import { Icon, cx, type IconName } from '@marketplace/ui';
import styles from './profile.module.css';

/**
 * A vendor's picture on the sample-data screens: the category's drawing, so the screens need no
 * image hosting and still show what kind of vendor it is.
 */
export function VendorThumbnail({
  name,
  icon,
  small = false,
  children,
}: {
  name: string;
  icon: IconName;
  small?: boolean;
  /** Overlaid on the picture (a rating chip). */
  children?: ReactNode;
}) {
  return (
    <span role="img" aria-label={name} className={cx(styles.thumbnail, small && styles.thumbnailSmall)}>
      <Icon name={icon} size={small ? 24 : 36} />
      {children}
    </span>
  );
}
