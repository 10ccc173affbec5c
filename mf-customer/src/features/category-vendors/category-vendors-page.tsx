import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CATEGORY_VENDORS_TEXTS, type Vendor } from '@marketplace/contracts';
import { Badge, Button, EmptyState, Icon, Skeleton, VisuallyHidden } from '@marketplace/ui';
import { CartLink } from '../cart/cart-link';
import { useCategories } from '../categories/categories-api';
import { SearchBox } from '../directory/search-box';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { useCategoryVendors } from './category-vendors-api';
import { includesPartnerVendors, vendorInitials, visibleVendors, type VendorSort } from './vendor-list';
import styles from './category-vendors.module.css';

const SORTS: readonly { sort: VendorSort; label: string }[] = [
  { sort: 'rating', label: CATEGORY_VENDORS_TEXTS.sortTopRated },
  { sort: 'fastest', label: CATEGORY_VENDORS_TEXTS.sortFastest },
];

/** The heading while the category's name is not known yet (or the category is not listed). */
const UNNAMED_CATEGORY_TITLE = 'Vendors';

function VendorCard({ vendor, categoryId }: { vendor: Vendor; categoryId: string }) {
  const image = vendor.images[0];
  return (
    <Link
      to={`/customer/vendor/${vendor.id}?from=category&categoryId=${encodeURIComponent(categoryId)}`}
      className={styles.card}
    >
      {image !== undefined ? (
        <img src={image} alt="" className={styles.picture} loading="lazy" />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {vendorInitials(vendor.name)}
        </span>
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>{vendor.name}</h2>
        {vendor.rating !== null && (
          <span className={styles.meta}>
            <Icon name="star" size={14} fill="currentColor" className={styles.star} />
            <VisuallyHidden>Rated </VisuallyHidden>
            {vendor.rating.toFixed(1)}
          </span>
        )}
        {vendor.address !== null && <span className={styles.meta}>{vendor.address}</span>}
        <span className={styles.metaRow}>
          {vendor.distance !== null && (
            <span className={styles.meta}>
              <Icon name="map-pin" size={14} />
              {vendor.distance}
            </span>
          )}
          <span className={styles.meta}>
            <Icon name="clock" size={14} />
            {CATEGORY_VENDORS_TEXTS.deliveryEstimate}
          </span>
        </span>
      </div>
    </Link>
  );
}

function VendorListSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading vendors…</VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton width={80} height={80} />
            <span className={styles.body}>
              <Skeleton width="70%" height={16} />
              <Skeleton width="40%" height={12} />
              <Skeleton width="90%" height={12} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Customer spec 2, Category vendors (/customer/category/{categoryId}): the category's vendors with
 * a search over name and category, Top Rated or Fastest first, and the way to each vendor's page.
 */
export function CategoryVendorsPage() {
  const { categoryId = '' } = useParams();
  const categories = useCategories();
  const vendors = useCategoryVendors(categoryId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<VendorSort>('rating');

  const category = categories.data?.find((entry) => String(entry.id) === categoryId);
  const shown = visibleVendors(vendors.data ?? [], search, sort);
  const searching = search.trim() !== '';

  let content;
  if (vendors.isPending) content = <VendorListSkeleton />;
  else if (vendors.isError)
    content = (
      <EmptyState
        icon={<Icon name="circle-x" size={28} />}
        title={CATEGORY_VENDORS_TEXTS.loadFailed}
        text={vendors.error.message}
        action={
          <Button variant="secondary" disabled={vendors.isFetching} onClick={() => void vendors.refetch()}>
            {CATEGORY_VENDORS_TEXTS.tryAgain}
          </Button>
        }
      />
    );
  else if (shown.length === 0)
    content = (
      <EmptyState
        icon={<Icon name="store" size={28} />}
        title={CATEGORY_VENDORS_TEXTS.emptyTitle}
        text={searching ? CATEGORY_VENDORS_TEXTS.emptySearching : CATEGORY_VENDORS_TEXTS.emptyCategory}
      />
    );
  else
    content = (
      <ul className={styles.list} aria-label="Vendors">
        {shown.map((vendor) => (
          <li key={vendor.id}>
            <VendorCard vendor={vendor} categoryId={categoryId} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <ScreenHeader
        title={category?.name ?? UNNAMED_CATEGORY_TITLE}
        backTo="/customer/directory"
        actions={category?.hasCart === true ? <CartLink /> : undefined}
      />
      <main className={screen.content}>
        <SearchBox
          label="Search vendors"
          placeholder={CATEGORY_VENDORS_TEXTS.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <div className={styles.toolbar}>
          <div role="group" aria-label="Sort vendors" className={styles.sorts}>
            {SORTS.map((option) => (
              <button
                key={option.sort}
                type="button"
                className={styles.sort}
                aria-pressed={sort === option.sort}
                onClick={() => setSort(option.sort)}
              >
                {option.label}
              </button>
            ))}
          </div>
        </div>
        {vendors.isSuccess && (
          <div className={styles.summary}>
            <p className={styles.count} aria-live="polite">
              {CATEGORY_VENDORS_TEXTS.vendorCount(shown.length)}
            </p>
            {includesPartnerVendors(shown) && (
              <Badge variant="brand">{CATEGORY_VENDORS_TEXTS.partnerBadge}</Badge>
            )}
          </div>
        )}
        {content}
      </main>
    </>
  );
}
