import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api/api-error'
import { loadingBar } from './loading/loading-bar-store'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The data a page is made of (spec 000 §1): when loading or refreshing it fails, the loading bar
       * turns red and the route's error page replaces the page. Other queries fail quietly in place.
       */
      pageData?: boolean
    }
  }
}

// A 4xx answer will not change by asking again; network errors and 5xx get two more tries.
const worthRetrying = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500)

const isPageData = (query: { meta?: { pageData?: boolean } | undefined }) => query.meta?.pageData === true

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (isPageData(query)) loadingBar.fail()
      },
    }),
    defaultOptions: {
      queries: {
        // Run queries even when the browser claims to be offline: its guess is often wrong on clinic
        // networks, and the API client reports a real failure as code 'network'.
        networkMode: 'offlineFirst',
        retry: worthRetrying,
        staleTime: 30_000,
        throwOnError: (_error, query) => isPageData(query),
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  })
}
