import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailure } from './load-failure';
import { Spinner } from './spinner';

/**
 * A tab's one read in its three states: failed (with a retry), loading, or its data drawn. Without
 * a fixed `failure` text, the error's own message is shown (`failure` may word it).
 */
export function QueryView<Data>({
  query,
  failure,
  loading,
  retryLabel,
  children,
}: {
  query: Pick<UseQueryResult<Data>, 'data' | 'isError' | 'error' | 'refetch'>;
  failure: string | ((error: Error) => string);
  loading: string;
  retryLabel?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) {
    const message =
      typeof failure === 'string' ? failure : failure(query.error ?? new Error('Unknown error'));
    return <LoadFailure message={message} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <Spinner label={loading} />;
  return children(query.data);
}
