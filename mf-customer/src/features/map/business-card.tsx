import { Link } from 'react-router-dom';
import { Card, Icon, buttonClassName, cx } from '@marketplace/ui';
import { directionsUrl, telHref } from './business-filter';
import type { SampleBusiness } from './sample-businesses';
import styles from './map.module.css';

/** One business of the list: what it is and where, and its View Details, Call and Go actions. */
export function BusinessCard({ business, selected }: { business: SampleBusiness; selected: boolean }) {
  return (
    <Card className={cx(styles.card, selected && styles.cardSelected)}>
      <div className={styles.cardHeading}>
        <h3 className={styles.name}>{business.name}</h3>
        <span className={styles.rating}>
          <Icon name="star" size={14} fill="currentColor" />
          {business.rating.toFixed(1)}
        </span>
      </div>
      <p className={styles.meta}>{`${business.category} · ${business.distance}`}</p>
      <p className={styles.meta}>{business.address}</p>
      <div className={styles.actions}>
        <Link to={`/customer/vendor/${business.id}?from=map`} className={buttonClassName({ size: 'small' })}>
          View Details
        </Link>
        <a
          href={telHref(business.phone)}
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
        >
          <Icon name="phone" size={16} />
          Call
        </a>
        <a
          href={directionsUrl(business)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
        >
          <Icon name="map-pin" size={16} />
          Go
        </a>
      </div>
    </Card>
  );
}
