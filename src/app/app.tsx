import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { api, tokenStore } from '../lib/api/api'
import { SessionProvider } from '../lib/session/session-provider'
import { OfflineProvider } from '../offline/react/offline-provider'
import { createQueryClient } from './query-client'
import { createRouter } from './router'

/** The providers every screen relies on, outermost first, and the router inside them. */
export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider client={api} store={tokenStore}>
        <OfflineProvider>
          <RouterProvider router={router} />
        </OfflineProvider>
      </SessionProvider>
    </QueryClientProvider>
  )
}
