/**
 * Holds the session: the token (from the token store, shared by every tab) and the user (from
 * GET /current-profile, cached for offline starts). Sign-out only forgets the tokens — the spec has no
 * logout call — and the route guards then send the user to /auth.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest } from '../../../domain/auth/auth.schema'
import type { ApiClient } from '../api/api-client'
import type { TokenStore } from '../api/token-storage'
import { useKeepTypedFields } from '../drafts/use-keep-typed-fields'
import { fetchProfile, login } from './auth.api'
import { clearCachedProfile, readCachedProfile, writeCachedProfile } from './profile-cache'
import { SessionContext, type Session, type SessionStatus } from './session-context'
import { useTokenRefreshTimer } from './use-token-refresh-timer'

export const profileQueryKey = ['session', 'current-profile'] as const

const cachedUserId = () => readCachedProfile()?.id

export function SessionProvider({
  client,
  store,
  children,
}: {
  client: ApiClient
  store: TokenStore
  children: ReactNode
}) {
  const queryClient = useQueryClient()
  const token = useSyncExternalStore(store.subscribe, () => store.read()?.token ?? null)
  const [signedOutByUser, setSignedOutByUser] = useState(false)

  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => {
      const user = await fetchProfile(client, { signal })
      writeCachedProfile(user)
      return user
    },
    enabled: token !== null,
    // Start from the cached profile (offline start), but treat it as stale so it is reloaded when possible.
    initialData: readCachedProfile,
    initialDataUpdatedAt: 0,
  })

  // The session ended — here, in another tab, or because the refresh token was refused: forget its data.
  useEffect(() => {
    if (token !== null) return
    clearCachedProfile()
    queryClient.clear()
  }, [token, queryClient])

  useTokenRefreshTimer(token, store, client)
  const markSignOutDeliberate = useKeepTypedFields(store, cachedUserId)

  const signIn = useCallback(
    async (credentials: LoginRequest) => {
      const pair = await login(client, credentials)
      // Load the profile first: the user is either fully signed in or not at all.
      const user = await fetchProfile(client, { token: pair.token })
      writeCachedProfile(user)
      queryClient.setQueryData(profileQueryKey, user)
      setSignedOutByUser(false)
      store.save(pair, Date.now())
    },
    [client, store, queryClient],
  )

  const signOut = useCallback(() => {
    setSignedOutByUser(true)
    markSignOutDeliberate()
    store.clear()
  }, [store, markSignOutDeliberate])

  const { refetch } = profile
  const retryProfile = useCallback(() => void refetch(), [refetch])

  const user = token !== null ? (profile.data ?? null) : null
  const status: SessionStatus =
    token === null ? 'signed-out' : user ? 'signed-in' : profile.isError ? 'error' : 'loading'

  const session = useMemo<Session>(
    () => ({ status, user, error: profile.error, signedOutByUser, signIn, signOut, retryProfile }),
    [status, user, profile.error, signedOutByUser, signIn, signOut, retryProfile],
  )
  return <SessionContext value={session}>{children}</SessionContext>
}
