import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '../features/errors/error-page'
import { ErrorPageBoundary } from '../features/errors/error-page-boundary'
import { isApiError } from '../lib/api/api-error'

/** Status and message of whatever a route threw (spec 000 §8: route errors show the error page). */
export function describeRouteError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error))
    return { status: error.status, ...(error.statusText && { message: error.statusText }) }
  // An API failure carries a Ukrainian message worth showing; a network failure (status 0) has no status.
  if (isApiError(error)) return { status: error.status >= 400 ? error.status : 500, message: error.message }
  // Anything else is a bug; its text means nothing to a user, so the page shows the spec's default.
  return { status: 500 }
}

/** The error page of a route, inside the shell (or full screen when the shell itself failed). */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError()
  if (!isRouteErrorResponse(error) && !isApiError(error)) console.error(error)
  const page = (
    <ErrorPageBoundary>
      <ErrorPage {...describeRouteError(error)} />
    </ErrorPageBoundary>
  )
  return fullScreen ? <main className="flex min-h-dvh items-center justify-center p-6">{page}</main> : page
}
