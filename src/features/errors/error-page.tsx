import { TextLink } from '../../ui/text-link'

export interface ErrorPageProps {
  /** The HTTP-like status to show; 500 unless the error says otherwise (spec 000 §2.1). */
  status?: number
  /** The error's message; the spec's default is the English 'Error'. */
  message?: string
}

// The spec gives these texts in English; they are shown as given, with a Ukrainian line beside them.
const DEFAULT_MESSAGE = 'Error'
const NOT_FOUND = 'This page could not be found'

/** The error page: the status code, the message, a Ukrainian explanation and a way home. */
export function ErrorPage({ status = 500, message = DEFAULT_MESSAGE }: ErrorPageProps) {
  const notFound = status === 404
  const title = notFound ? NOT_FOUND : message
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
      <p className="text-5xl font-semibold text-slate-500">{status}</p>
      <h1
        className="text-xl font-semibold text-slate-900"
        lang={title === NOT_FOUND || title === DEFAULT_MESSAGE ? 'en' : undefined}
      >
        {title}
      </h1>
      <p className="text-slate-700">
        {notFound
          ? 'Сторінку не знайдено. Можливо, адресу введено з помилкою або сторінку було переміщено.'
          : 'Під час роботи сталася помилка. Спробуйте ще раз трохи згодом.'}
      </p>
      <TextLink to="/">На головну</TextLink>
    </section>
  )
}
