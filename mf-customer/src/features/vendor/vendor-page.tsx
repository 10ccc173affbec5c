import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { VENDOR_PAGE_TEXTS, type Vendor } from '@marketplace/contracts';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  Skeleton,
  Spinner,
  Tabs,
  VisuallyHidden,
  cx,
} from '@marketplace/ui';
import { useCart } from '../cart/cart-context';
import { CartLink } from '../cart/cart-link';
import { VendorReviewsSummary } from '../reviews/vendor-reviews-summary';
import { MenuItemRow } from './menu-item-row';
import { useHeaderHeightShare } from './use-scroll-collapse';
import { useVendor, useVendorDetails, useVendorMenu } from './vendor-api';
import { vendorBackTarget } from './vendor-back-target';
import { vendorAvailability } from './vendor-header';
import { VendorInfo } from './vendor-info';
import { VendorReliabilityNote } from './vendor-reliability-note';
import styles from './vendor.module.css';

function VendorMenu({ vendor, isOpen }: { vendor: Vendor; isOpen: boolean }) {
  const menu = useVendorMenu(String(vendor.id));
  const cart = useCart();
  if (menu.isPending) return <Spinner />;
  if (menu.isError)
    return (
      <EmptyState
        title={VENDOR_PAGE_TEXTS.loadFailed}
        text={menu.error.message}
        action={
          <Button variant="secondary" onClick={() => void menu.refetch()}>
            {VENDOR_PAGE_TEXTS.tryAgain}
          </Button>
        }
      />
    );
  if (menu.data.length === 0)
    return <EmptyState title={VENDOR_PAGE_TEXTS.emptyMenu} text={VENDOR_PAGE_TEXTS.emptyMenuText} />;
  const cartVendor = {
    id: vendor.id,
    name: vendor.name,
    category: vendor.category,
    categoryId: vendor.categoryId,
    isOpen,
  };
  return (
    <ul className={styles.menu} aria-label="Menu items">
      {menu.data.map((item) => (
        <li key={item.id}>
          <MenuItemRow vendor={vendor} item={item} onAdd={() => cart.addItem(cartVendor, item)} />
        </li>
      ))}
    </ul>
  );
}

function VendorHeader({
  vendor,
  isOpen,
  deliveryTime,
  backTo,
  refreshing,
  onRefresh,
}: {
  vendor: Vendor | undefined;
  isOpen: boolean;
  deliveryTime: string | undefined;
  backTo: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const share = useHeaderHeightShare();
  const [favourite, setFavourite] = useState(false);
  const image = vendor?.images[0];
  const collapsed = share < 0.3;
  return (
    <header
      className={cx(styles.header, collapsed && styles.collapsed)}
      style={{
        height: `${share * 100}vh`,
        backgroundImage: image === undefined ? undefined : `url(${JSON.stringify(image)})`,
      }}
      data-collapsed={collapsed}
    >
      <div className={styles.headerBar}>
        <Link to={backTo} className={styles.headerButton} aria-label="Back">
          <span aria-hidden="true">←</span>
        </Link>
        <span className={styles.headerActions}>
          <button
            type="button"
            className={styles.headerButton}
            aria-label="Refresh"
            aria-busy={refreshing}
            onClick={onRefresh}
          >
            <Icon name="refresh-cw" size={20} className={cx(refreshing && styles.spinning)} />
          </button>
          <button
            type="button"
            className={styles.headerButton}
            aria-label="Favorite"
            aria-pressed={favourite}
            onClick={() => setFavourite((current) => !current)}
          >
            <Icon name="heart" size={20} fill={favourite ? 'currentColor' : 'none'} />
          </button>
          <CartLink className={styles.headerButton} />
        </span>
      </div>
      <div className={styles.headerText}>
        {vendor === undefined ? (
          <Skeleton width="60%" height={24} />
        ) : (
          <>
            <h1 className={styles.vendorName}>{vendor.name}</h1>
            <p className={styles.headerMeta}>
              {vendor.rating !== null && (
                <span className={styles.headerMetaItem}>
                  <Icon name="star" size={14} fill="currentColor" />
                  <VisuallyHidden>Rated </VisuallyHidden>
                  {vendor.rating.toFixed(1)}
                  {vendor.totalReviews > 0 && ` (${vendor.totalReviews})`}
                </span>
              )}
              <span className={styles.headerMetaItem}>{vendor.category}</span>
              <span className={styles.headerMetaItem}>
                <Icon name="clock" size={14} />
                {`${deliveryTime ?? vendor.deliveryTime} min`}
              </span>
              {!isOpen && <Badge variant="destructive">Closed</Badge>}
            </p>
          </>
        )}
      </div>
    </header>
  );
}

/**
 * Customer spec 2, Vendor page (/customer/vendor/{vendorId}?from=&categoryId=): the vendor's
 * header, and tabs Menu (with how reliably the store serves above it, issue 25), Reviews and Info
 * (Services shown but disabled). Items go into the cart through the cart's rules (spec 4 and 5).
 */
export function VendorPage() {
  const { vendorId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const backTo = vendorBackTarget(searchParams.get('from'), searchParams.get('categoryId'));
  const vendor = useVendor(vendorId);
  const details = useVendorDetails(vendorId);
  const menu = useVendorMenu(vendorId);
  // A vendor page opens at its top, with the header open, wherever the previous screen was scrolled.
  // (Block bodies: Chromium's scrollTo may return a promise, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [vendorId]);

  // The details call says whether the vendor takes orders now and how fast (see vendorAvailability).
  const { isOpen, deliveryTime } = vendorAvailability(vendor.data, details.data);
  const refreshing = vendor.isFetching || details.isFetching || menu.isFetching;
  const refresh = () => {
    void vendor.refetch();
    void details.refetch();
    void menu.refetch();
  };

  return (
    <>
      <VendorHeader
        vendor={vendor.data}
        isOpen={isOpen}
        deliveryTime={deliveryTime}
        backTo={backTo}
        refreshing={refreshing}
        onRefresh={refresh}
      />
      <main className={styles.content}>
        {vendor.isPending && <Spinner />}
        {vendor.isError && (
          <EmptyState
            icon={<Icon name="circle-x" size={28} />}
            title={VENDOR_PAGE_TEXTS.loadFailed}
            text={vendor.error.message}
            action={
              <Button variant="secondary" onClick={() => void vendor.refetch()}>
                {VENDOR_PAGE_TEXTS.tryAgain}
              </Button>
            }
          />
        )}
        {vendor.isSuccess && (
          <Tabs
            label={`${vendor.data.name} sections`}
            onChange={() => {
              window.scrollTo({ top: 0 });
            }}
            tabs={[
              {
                id: 'menu',
                label: VENDOR_PAGE_TEXTS.tabs.menu,
                content: (
                  <div className={styles.menuTab}>
                    <VendorReliabilityNote vendorId={vendor.data.id} />
                    <VendorMenu vendor={vendor.data} isOpen={isOpen} />
                  </div>
                ),
              },
              {
                id: 'reviews',
                label: VENDOR_PAGE_TEXTS.tabs.reviews,
                content: <VendorReviewsSummary vendorId={vendor.data.id} vendorName={vendor.data.name} />,
              },
              {
                id: 'info',
                label: VENDOR_PAGE_TEXTS.tabs.info,
                content: <VendorInfo vendor={vendor.data} />,
              },
              { id: 'services', label: VENDOR_PAGE_TEXTS.tabs.services, content: null, disabled: true },
            ]}
          />
        )}
      </main>
    </>
  );
}
