import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api/api-error'

// A 4xx answer will not change by asking again; network errors and 5xx get two more tries.
const worthRetrying = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500)

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Run queries even when the browser claims to be offline: its guess is often wrong on clinic
        // networks, and the API client reports a real failure as code 'network'.
        networkMode: 'offlineFirst',
        retry: worthRetrying,
        staleTime: 30_000,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  })
}
