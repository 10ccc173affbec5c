// What the frontends share as `@tanstack/react-query` (issue 10), for the same reason as
// react-router-dom.js: a shared module is bundled whole unless it is a list like this one. The
// request below is an alias the preset points at the package's ES build, so that this module's own
// import is not itself taken for the shared module. shell/src/shared-slices.test.ts checks that
// every name a frontend imports is here.
export {
  infiniteQueryOptions,
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@marketplace/shared-slice-source/react-query';
