import { useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon, VisuallyHidden, cx } from '@marketplace/ui';
import { BottomNav } from '../navigation/bottom-nav';
import { canStep, playedFraction, stepIndex, swipeStep, type FeedStep } from './feed-navigation';
import { FlickVideo } from './flick-video';
import { formatCount, toggleLike, type LikeState } from './post-reactions';
import { SAMPLE_POSTS } from './sample-posts';
import styles from './feeds.module.css';

const initialLikes = (): Record<string, LikeState> =>
  Object.fromEntries(SAMPLE_POSTS.map((post) => [post.id, { liked: false, likes: post.likes }]));

/**
 * Customer spec 2, Flicks (/customer/feeds): a full-screen vertical feed of the six sample posts.
 * A vertical swipe over 50 px or the arrows change post; a video that ends moves on by itself.
 */
export function FeedsPage() {
  const [index, setIndex] = useState(0);
  const [played, setPlayed] = useState(0);
  const [muted, setMuted] = useState(true);
  const [likes, setLikes] = useState(initialLikes);
  const swipeStart = useRef<{ pointerId: number; y: number } | null>(null);

  const count = SAMPLE_POSTS.length;
  const post = SAMPLE_POSTS[index]!;
  const like = likes[post.id]!;

  const move = (step: FeedStep, mode: 'clamp' | 'wrap') => {
    const next = stepIndex(index, step, count, mode);
    if (next === index) return;
    setIndex(next);
    setPlayed(0);
  };

  // Pointer events cover mouse, pen and touch alike; touch-action: none in the CSS keeps the browser
  // from claiming a vertical touch drag as a scroll.
  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary) swipeStart.current = { pointerId: event.pointerId, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || start.pointerId !== event.pointerId) return;
    const step = swipeStep(start.y, event.clientY);
    if (step !== null) move(step, 'clamp');
  };

  return (
    <>
      <main
        className={styles.feed}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <FlickVideo
          key={post.id}
          post={post}
          muted={muted}
          className={styles.video}
          onTime={(currentTime, duration) => setPlayed(playedFraction(currentTime, duration))}
          onEnded={() => move('next', 'wrap')}
          onMutedByBrowser={() => setMuted(true)}
        />

        <div className={styles.top}>
          <ol className={styles.progress} aria-hidden="true">
            {SAMPLE_POSTS.map((entry, position) => (
              <li key={entry.id} className={styles.track}>
                <span
                  className={cx(styles.fill, position === index && styles.current)}
                  style={{ transform: `scaleX(${position < index ? 1 : position === index ? played : 0})` }}
                />
              </li>
            ))}
          </ol>
          <div className={styles.bar}>
            <Link to="/customer" className={styles.roundButton} aria-label="Back">
              <span aria-hidden="true">←</span>
            </Link>
            <h1 className={styles.title}>Flicks</h1>
            <button
              type="button"
              className={styles.roundButton}
              aria-label={muted ? 'Unmute' : 'Mute'}
              onClick={() => setMuted((current) => !current)}
            >
              <Icon name={muted ? 'volume-off' : 'volume-on'} size={22} />
            </button>
          </div>
          <p role="status" className={styles.position}>
            <VisuallyHidden>{`Post ${index + 1} of ${count}`}</VisuallyHidden>
          </p>
        </div>

        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.roundButton}
            aria-label="Previous post"
            disabled={!canStep(index, 'previous', count)}
            onClick={() => move('previous', 'clamp')}
          >
            <Icon name="chevron-up" />
          </button>
          <button
            type="button"
            className={styles.roundButton}
            aria-label="Next post"
            disabled={!canStep(index, 'next', count)}
            onClick={() => move('next', 'clamp')}
          >
            <Icon name="chevron-down" />
          </button>
        </div>

        <ul className={styles.reactions} aria-label="Reactions">
          <li className={styles.reaction}>
            <button
              type="button"
              className={cx(styles.roundButton, like.liked && styles.liked)}
              aria-label="Like"
              aria-pressed={like.liked}
              onClick={() =>
                setLikes((current) => ({ ...current, [post.id]: toggleLike(current[post.id]!) }))
              }
            >
              <Icon name="heart" size={24} fill={like.liked ? 'currentColor' : 'none'} />
            </button>
            <span className={styles.count}>
              {formatCount(like.likes)}
              <VisuallyHidden> likes</VisuallyHidden>
            </span>
          </li>
          <li className={styles.reaction}>
            <span className={styles.statIcon}>
              <Icon name="message-circle" size={24} />
            </span>
            <span className={styles.count}>
              {formatCount(post.comments)}
              <VisuallyHidden> comments</VisuallyHidden>
            </span>
          </li>
          <li className={styles.reaction}>
            <span className={styles.statIcon}>
              <Icon name="share" size={24} />
            </span>
            <span className={styles.count}>
              {formatCount(post.shares)}
              <VisuallyHidden> shares</VisuallyHidden>
            </span>
          </li>
        </ul>

        <div className={styles.details}>
          <Link to={`/customer/vendor/${post.vendorId}?from=home`} className={styles.vendor}>
            {post.vendorName}
          </Link>
          <p className={styles.caption}>{post.caption}</p>
        </div>
      </main>
      <BottomNav />
    </>
  );
}
