import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState, Field, Icon, Select, VisuallyHidden } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { BusinessCard } from './business-card';
import { filterBusinesses } from './business-filter';
import { PlaceholderMap } from './placeholder-map';
import {
  ALL_CATEGORIES,
  MAP_CATEGORIES,
  SAMPLE_BUSINESSES,
  type MapCategoryFilter,
} from './sample-businesses';
import styles from './map.module.css';

const isMapCategory = (value: string): value is MapCategoryFilter =>
  (MAP_CATEGORIES as readonly string[]).includes(value);

/**
 * Customer spec 2, Map (/customer/map): the built-in sample businesses, narrowed by the search box and
 * the category filter, pinned on a drawn map and listed below it. A pin selects its business in the
 * list.
 */
export function MapPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<MapCategoryFilter>(ALL_CATEGORIES);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const searchId = useId();
  const listHeadingId = useId();
  const selectedItem = useRef<HTMLLIElement>(null);
  const businesses = filterBusinesses(SAMPLE_BUSINESSES, query, category);

  useEffect(() => {
    selectedItem.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  return (
    <>
      <ScreenHeader title="Nearby Businesses" backTo="/customer" />
      <main className={screen.content}>
        <div className={styles.search}>
          <Icon name="search" size={18} />
          <label htmlFor={searchId}>
            <VisuallyHidden>Search businesses</VisuallyHidden>
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder="Search businesses..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Field label="Category">
          {(control) => (
            <Select
              {...control}
              value={category}
              onChange={(event) => {
                if (isMapCategory(event.target.value)) setCategory(event.target.value);
              }}
            >
              {MAP_CATEGORIES.map((entry) => (
                <option key={entry} value={entry}>
                  {entry}
                </option>
              ))}
            </Select>
          )}
        </Field>

        <PlaceholderMap businesses={businesses} selectedId={selectedId} onSelect={setSelectedId} />

        <section aria-labelledby={listHeadingId} className={styles.list}>
          <h2 id={listHeadingId} className={styles.listHeading} aria-live="polite">
            {businesses.length === 1 ? '1 business nearby' : `${businesses.length} businesses nearby`}
          </h2>
          {businesses.length === 0 ? (
            <EmptyState
              icon={<Icon name="map-pin" size={28} />}
              title="No businesses found"
              text="Try another search or category."
            />
          ) : (
            <ul className={styles.cards}>
              {businesses.map((business) => (
                <li key={business.id} ref={business.id === selectedId ? selectedItem : undefined}>
                  <BusinessCard business={business} selected={business.id === selectedId} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
