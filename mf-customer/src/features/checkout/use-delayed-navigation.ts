import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to `path` once `delayMs` has passed since it was set (null: nowhere). Leaving the screen
 * first cancels it, so a resident who moved on is not pulled back.
 */
export function useDelayedNavigation(path: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (path === null) return;
    const timer = window.setTimeout(() => navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [path, delayMs, navigate]);
}

/** Whole seconds left of `totalMs` from the first render, ticking once a second; stops at 0. */
export function useSecondsLeft(totalMs: number): number {
  const [seconds, setSeconds] = useState(Math.ceil(totalMs / 1000));
  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((totalMs - (Date.now() - startedAt)) / 1000));
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [totalMs]);
  return seconds;
}
