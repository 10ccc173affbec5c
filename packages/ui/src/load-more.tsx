import { Button } from './button';
import styles from './load-more.module.css';

/** What a list paged by an infinite query tells the footer (React Query's useInfiniteQuery answer). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The footer of a list read a page at a time: Load More while the server has more, its loading
 * label while the next page comes, and what to say when it did not. The button keeps the keyboard
 * focus while it loads (a second press is ignored rather than the button disabled under it).
 */
export function LoadMore({
  pages,
  failedText,
  loadMoreText = 'Load More',
  loadingText = 'Loading...',
}: {
  pages: NextPages;
  failedText: string;
  loadMoreText?: string;
  loadingText?: string;
}) {
  return (
    <>
      {pages.isFetchNextPageError && (
        <p role="alert" className={styles.error}>
          {failedText}
        </p>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          fullWidth
          aria-busy={pages.isFetchingNextPage}
          onClick={() => {
            if (!pages.isFetchingNextPage) void pages.fetchNextPage();
          }}
        >
          {pages.isFetchingNextPage ? loadingText : loadMoreText}
        </Button>
      )}
    </>
  );
}
