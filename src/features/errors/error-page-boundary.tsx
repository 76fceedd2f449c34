import { Component, type ErrorInfo, type ReactNode } from 'react'

interface State {
  failed: boolean
}

/**
 * The last line of defence (spec 000 §2.1): if the error page itself fails, this plain text with a
 * plain link stays. The link reloads the app rather than trusting the router that may have failed.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
        <h1 lang="en" className="text-xl font-semibold text-slate-900">
          An error occurred while showing the error page
        </h1>
        <p className="text-slate-700">Не вдалося показати сторінку помилки.</p>
        <a
          href="/"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          На головну
        </a>
      </section>
    )
  }
}
