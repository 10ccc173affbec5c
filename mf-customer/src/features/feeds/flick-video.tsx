import { useEffect, useRef } from 'react';
import { FLICK_VIDEOS } from './flick-videos';
import type { FlickPost } from './sample-posts';

interface FlickVideoProps {
  post: FlickPost;
  muted: boolean;
  className?: string;
  /** The video's clock, as it plays. */
  onTime(currentTime: number, duration: number): void;
  onEnded(): void;
  /** The browser refused to play with sound (no user gesture yet): the video plays muted instead. */
  onMutedByBrowser(): void;
}

/**
 * One post's video, playing as soon as it shows. Mount it with the post as key: a new post is a new
 * element, so it starts from zero. Starting muted is what lets browsers autoplay it.
 */
export function FlickVideo({ post, muted, className, onTime, onEnded, onMutedByBrowser }: FlickVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const sources = FLICK_VIDEOS[post.video];

  // React does not keep the muted property in step with the prop after the first render.
  useEffect(() => {
    if (ref.current !== null) ref.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    const video = ref.current;
    if (video === null) return;
    video.play().catch(() => {
      if (video.muted) return;
      video.muted = true;
      onMutedByBrowser();
      video.play().catch(() => undefined);
    });
    // Once per mounted post: later prop changes must not restart playback.
  }, []);

  return (
    <video
      ref={ref}
      className={className}
      muted={muted}
      playsInline
      preload="auto"
      aria-label={`${post.vendorName}: ${post.caption}`}
      onTimeUpdate={(event) => onTime(event.currentTarget.currentTime, event.currentTarget.duration)}
      onEnded={onEnded}
    >
      <source src={sources.webm} type='video/webm; codecs="vp9, opus"' />
      <source src={sources.mp4} type="video/mp4" />
    </video>
  );
}
