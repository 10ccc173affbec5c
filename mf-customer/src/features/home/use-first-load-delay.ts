import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Customer spec 2: at first load the home skeleton shows for about a second, even when the data is
 * quicker. True until `ms` have passed since mount, but only when `queryKey` had no cached data then;
 * coming back to a screen whose data is cached shows it at once.
 */
export function useFirstLoadDelay(queryKey: QueryKey, ms: number): boolean {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(() => queryClient.getQueryData(queryKey) === undefined);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return waiting;
}
