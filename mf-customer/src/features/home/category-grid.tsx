import { Link } from 'react-router-dom';
import { HOME_CATEGORY_LIMIT } from '@marketplace/contracts';
import { Icon, Skeleton, VisuallyHidden } from '@marketplace/ui';
import { categoriesQueryKey, useCategories } from '../categories/categories-api';
import { useCommunityScope } from '../community/community-scope';
import { categoryIconName } from '../categories/category-icon';
import { selectHomeCategories } from './home-categories';
import { useFirstLoadDelay } from './use-first-load-delay';
import styles from './home.module.css';

const FIRST_LOAD_SKELETON_MS = 1000;

function CategoryGridSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading categories…</VisuallyHidden>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: HOME_CATEGORY_LIMIT }, (_, index) => (
          <li key={index} className={styles.tile}>
            <Skeleton width={56} height={56} />
            <Skeleton width={48} height={12} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Customer spec 2: up to eight orderable categories, four to a row; a tap opens the category. */
export function CategoryGrid() {
  const categories = useCategories();
  const delaying = useFirstLoadDelay(categoriesQueryKey(useCommunityScope()), FIRST_LOAD_SKELETON_MS);
  if (categories.isPending || delaying) return <CategoryGridSkeleton />;

  const shown = selectHomeCategories(categories.data ?? []);
  if (shown.length === 0) return <p className={styles.empty}>No categories to explore yet.</p>;
  return (
    <ul className={styles.grid}>
      {shown.map((category) => (
        <li key={category.id}>
          <Link to={`/customer/category/${category.id}`} className={styles.tile}>
            <span className={styles.tileIcon}>
              <Icon name={categoryIconName(category.icon)} size={28} />
            </span>
            <span className={styles.tileName}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
