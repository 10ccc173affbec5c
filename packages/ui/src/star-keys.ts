/**
 * What a key on a focused star does: the arrow keys move the choice (the browser then clicks the
 * star it lands on, which is not a commit), Enter commits (radios have no Enter of their own;
 * Space is the browser's own click).
 */
export function starKeyAction(key: string): 'move' | 'commit' | 'none' {
  if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight') {
    return 'move';
  }
  return key === 'Enter' ? 'commit' : 'none';
}
