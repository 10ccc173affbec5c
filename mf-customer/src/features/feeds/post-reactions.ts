export interface LikeState {
  liked: boolean;
  likes: number;
}

/** The like toggle: liking adds one to the count, unliking takes the one back. Held on the screen only. */
export function toggleLike({ liked, likes }: LikeState): LikeState {
  return liked ? { liked: false, likes: Math.max(likes - 1, 0) } : { liked: true, likes: likes + 1 };
}

/** Counts as the overlay shows them, grouped the Indian way (1,240; 1,02,400), so one like shows. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-IN');
}
