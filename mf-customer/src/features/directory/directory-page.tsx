import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORY_VENDORS_TEXTS, DIRECTORY_TEXTS, type Category } from '@marketplace/contracts';
import { Button, Icon, Skeleton, VisuallyHidden, cx } from '@marketplace/ui';
import { useCategories } from '../categories/categories-api';
import { categoryIconName } from '../categories/category-icon';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { BottomNav } from '../navigation/bottom-nav';
import { filterDirectoryCategories, subcategoryChips } from './directory-categories';
import { SearchBox } from './search-box';
import styles from './directory.module.css';

function CategoryCard({ category }: { category: Category }) {
  const chips = subcategoryChips(category.subcategories);
  return (
    <Link to={`/customer/category/${category.id}`} className={styles.card}>
      <span className={styles.icon}>
        <Icon name={categoryIconName(category.icon)} size={26} />
      </span>
      <div className={styles.body}>
        <h2 className={styles.name}>{category.name}</h2>
        <span className={styles.count}>{DIRECTORY_TEXTS.vendorCount(category.vendorCount)}</span>
        {(chips.shown.length > 0 || chips.more > 0) && (
          <span className={styles.chips}>
            {chips.shown.map((subcategory) => (
              <span key={subcategory} className={styles.chip}>
                {subcategory}
              </span>
            ))}
            {chips.more > 0 && (
              <span className={cx(styles.chip, styles.more)}>
                {DIRECTORY_TEXTS.moreSubcategories(chips.more)}
              </span>
            )}
          </span>
        )}
      </div>
      <Icon name="chevron-right" size={20} className={styles.chevron} />
    </Link>
  );
}

function DirectorySkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading categories…</VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className={styles.card}>
            <Skeleton width={52} height={52} />
            <span className={styles.body}>
              <Skeleton width="60%" height={16} />
              <Skeleton width="40%" height={12} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Customer spec 2, Categories list (the Directory tab): the active categories with a search over
 * their names and subcategory names; a card opens the category's vendors.
 */
export function DirectoryPage() {
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const shown = filterDirectoryCategories(categories.data ?? [], search);

  let content;
  if (categories.isPending) content = <DirectorySkeleton />;
  else if (categories.isError)
    content = (
      <div className={styles.error} role="alert">
        <p>{DIRECTORY_TEXTS.loadFailed}</p>
        <Button
          variant="secondary"
          disabled={categories.isFetching}
          onClick={() => void categories.refetch()}
        >
          {CATEGORY_VENDORS_TEXTS.tryAgain}
        </Button>
      </div>
    );
  else if (shown.length === 0) content = <p className={styles.message}>{DIRECTORY_TEXTS.empty}</p>;
  else
    content = (
      <ul className={styles.list} aria-label="Categories">
        {shown.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <ScreenHeader title={DIRECTORY_TEXTS.title} backTo="/customer" />
      <main className={cx(screen.content, screen.withBottomNav)}>
        <SearchBox
          label="Search categories"
          placeholder={DIRECTORY_TEXTS.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        {content}
      </main>
      <BottomNav />
    </>
  );
}
