import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@marketplace/ui';
import { LoadFailure } from './load-failure';

/** A tab's one read in its three states: failed (with Try Again), loading, or its data drawn. */
export function QueryView<Data>({
  query,
  failure,
  loading,
  children,
}: {
  query: Pick<UseQueryResult<Data>, 'data' | 'isError' | 'refetch'>;
  failure: string;
  loading: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <LoadFailure message={failure} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Spinner label={loading} />;
  return children(query.data);
}
