/** Remembering where a signed-out user was going, and taking them back there after sign-in. */
import type { Location } from 'react-router'

export const AUTH_PATH = '/auth'
const PARAM = 'from'

/** The sign-in URL for someone who was at `location`; after 'Вийти' they start afresh at home. */
export function signInPathFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  startAfresh: boolean,
): string {
  const target = `${location.pathname}${location.search}${location.hash}`
  if (startAfresh || target === '/') return AUTH_PATH
  return `${AUTH_PATH}?${new URLSearchParams({ [PARAM]: target }).toString()}`
}

/** Where to go after sign-in: the remembered path if it is a safe in-app one, else home. */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get(PARAM)
  // Only same-origin paths: "//host" and "/\host" would leave the app (an open redirect).
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  if (target === AUTH_PATH || target.startsWith(`${AUTH_PATH}/`) || target.startsWith(`${AUTH_PATH}?`))
    return '/'
  return target
}
