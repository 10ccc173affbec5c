import { useEffect, useState } from 'react';
import { headerHeightShare } from './vendor-header';

/** The vendor header's share of the screen height for the window's current scroll. */
export function useHeaderHeightShare(): number {
  const [share, setShare] = useState(() => headerHeightShare(window.scrollY));
  useEffect(() => {
    const onScroll = () => setShare(headerHeightShare(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return share;
}
