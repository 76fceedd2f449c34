import { createContext, useContext } from 'react'
import type { LoginRequest, ProfileUser } from '../../../domain/auth/auth.schema'

export type SessionStatus = 'signed-out' | 'loading' | 'error' | 'signed-in'

export interface Session {
  status: SessionStatus
  user: ProfileUser | null
  /** Why the profile could not be loaded, when status is 'error'. */
  error: Error | null
  /** True after the user pressed 'Вийти' (so the next sign-in starts at home, not where they were). */
  signedOutByUser: boolean
  /** Rejects with an ApiError; resolves once tokens and profile are in place. */
  signIn: (credentials: LoginRequest) => Promise<void>
  signOut: () => void
  retryProfile: () => void
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside SessionProvider')
  return session
}

/** The signed-in user; only for screens behind RequireAuth, which renders them only once the user is known. */
export function useSignedInUser(): ProfileUser {
  const { user } = useSession()
  if (!user) throw new Error('useSignedInUser used outside RequireAuth')
  return user
}
