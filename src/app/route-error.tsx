import { isRouteErrorResponse, useRouteError } from 'react-router'
import { TextLink } from '../ui/text-link'

/** The error page of every route (spec 000 §2.1): the message and the status code, with a way home. */
export function RouteError() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const notFound = status === 404
  const message = notFound
    ? 'Сторінку не знайдено'
    : isRouteErrorResponse(error)
      ? error.statusText || 'Помилка'
      : 'Під час показу сторінки сталася помилка'
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-5xl font-semibold text-slate-400">{status}</p>
      <h1 role="alert" className="text-xl font-semibold text-slate-900">
        {message}
      </h1>
      <TextLink to="/">На головну</TextLink>
    </main>
  )
}
