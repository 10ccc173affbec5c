import { formatCount, toggleLike } from './post-reactions';
import { SAMPLE_POSTS } from './sample-posts';

describe('the like toggle', () => {
  it('adds one like, and takes it back on the second tap', () => {
    const liked = toggleLike({ liked: false, likes: 1240 });
    expect(liked).toEqual({ liked: true, likes: 1241 });
    expect(toggleLike(liked)).toEqual({ liked: false, likes: 1240 });
  });

  it('never counts below zero', () => {
    expect(toggleLike({ liked: true, likes: 0 })).toEqual({ liked: false, likes: 0 });
  });
});

describe('counts on the overlay', () => {
  it('are grouped the Indian way, so a single like is visible', () => {
    expect(formatCount(86)).toBe('86');
    expect(formatCount(1241)).toBe('1,241');
    expect(formatCount(102400)).toBe('1,02,400');
  });
});

describe('the sample posts', () => {
  it('are six, each with its own id and video, and counts to show', () => {
    expect(SAMPLE_POSTS).toHaveLength(6);
    expect(new Set(SAMPLE_POSTS.map((post) => post.id)).size).toBe(6);
    expect(new Set(SAMPLE_POSTS.map((post) => post.video)).size).toBe(6);
    for (const post of SAMPLE_POSTS) {
      expect(post.vendorId).toBeGreaterThan(0);
      expect(post.caption.length).toBeGreaterThan(0);
      expect(Math.min(post.likes, post.comments, post.shares)).toBeGreaterThanOrEqual(0);
    }
  });
});
