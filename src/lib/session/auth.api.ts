/** The session calls of spec 000 §7: sign-in and the current user's profile. There is no logout call. */
import {
  currentProfileResponseSchema,
  tokenPairSchema,
  type LoginRequest,
  type ProfileUser,
  type TokenPair,
} from '../../../domain/auth/auth.schema'
import type { ApiClient } from '../api/api-client'

export function login(client: ApiClient, credentials: LoginRequest): Promise<TokenPair> {
  return client.request('/login', { method: 'POST', body: credentials, schema: tokenPairSchema, auth: false })
}

/** `token` lets sign-in load the profile before the new tokens are saved. */
export async function fetchProfile(
  client: ApiClient,
  options: { token?: string; signal?: AbortSignal } = {},
): Promise<ProfileUser> {
  const answer = await client.request('/current-profile', {
    ...options,
    schema: currentProfileResponseSchema,
  })
  return answer.user
}
