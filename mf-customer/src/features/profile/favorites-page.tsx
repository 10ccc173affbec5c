import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FAVORITES_TEXTS, PROFILE_TEXTS } from '@marketplace/contracts';
import { Button, Card, EmptyState, Icon, buttonClassName } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { SAMPLE_FAVORITES, type FavoriteVendor } from './sample-favorites';
import { VendorThumbnail } from './vendor-thumbnail';
import styles from './profile.module.css';

function FavoriteCard({ vendor, onRemove }: { vendor: FavoriteVendor; onRemove: () => void }) {
  return (
    <Card className={styles.vendorCard}>
      <Link to={`/customer/vendor/${vendor.vendorId}?from=favorites`} className={styles.vendorLink}>
        <VendorThumbnail name={vendor.name} icon={vendor.icon}>
          <span className={styles.ratingChip} aria-label={`Rated ${vendor.rating}`}>
            <Icon name="star" size={12} fill="currentColor" className={styles.star} />
            {vendor.rating}
          </span>
        </VendorThumbnail>
        <span className={styles.vendorBody}>
          <span className={styles.vendorName}>{vendor.name}</span>
          <span className={styles.meta}>{vendor.category}</span>
          <span className={styles.meta}>
            <Icon name="clock" size={14} />
            {`${vendor.deliveryTime} min`}
          </span>
          <span className={styles.meta}>{FAVORITES_TEXTS.lastOrdered(vendor.lastOrdered)}</span>
          {vendor.deliveryFee === 0 ? (
            <span className={styles.freeDelivery}>{FAVORITES_TEXTS.freeDelivery}</span>
          ) : (
            <span className={styles.meta}>{`₹${vendor.deliveryFee} delivery fee`}</span>
          )}
        </span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className={styles.heart}
        aria-label={`Remove ${vendor.name} from favorites`}
        onClick={onRemove}
      >
        <Icon name="heart" size={20} fill="currentColor" />
      </Button>
    </Card>
  );
}

/** Customer spec 2, Favorite Vendors: sample vendors held on this screen; the heart removes one. */
export function FavoritesPage() {
  const [favorites, setFavorites] = useState(SAMPLE_FAVORITES);
  return (
    <>
      <ScreenHeader title={PROFILE_TEXTS.menu.favorites} backTo="/customer/profile" />
      <main className={screen.content}>
        {favorites.length === 0 ? (
          <EmptyState
            icon={<Icon name="heart" size={28} />}
            title={FAVORITES_TEXTS.emptyTitle}
            text={FAVORITES_TEXTS.emptyText}
            action={
              <Link to={FAVORITES_TEXTS.explorePath} className={buttonClassName()}>
                {FAVORITES_TEXTS.explore}
              </Link>
            }
          />
        ) : (
          <ul className={styles.cardList}>
            {favorites.map((vendor) => (
              <li key={vendor.vendorId}>
                <FavoriteCard
                  vendor={vendor}
                  onRemove={() =>
                    setFavorites((current) => current.filter((entry) => entry.vendorId !== vendor.vendorId))
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
