import type { ApiError } from '../../lib/api/api-error'
import { formatCountdown } from './use-countdown'

export interface LoginFeedbackProps {
  failure: ApiError | null
  /** Seconds of the sign-in ban still to run; 0 when not banned. */
  banSecondsLeft: number
}

/**
 * The answer to a failed sign-in: the server's message and the attempts left, announced once; and
 * during a ban the time until the next try, kept outside the alert so it is not re-read every second.
 */
export function LoginFeedback({ failure, banSecondsLeft }: LoginFeedbackProps) {
  const banned = banSecondsLeft > 0
  // The ban message goes away with the ban: by then it no longer holds.
  if (!failure || ((failure.code === 'login_banned' || failure.code === 'login_throttled') && !banned))
    return null
  return (
    <div className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <div role="alert" className="grid gap-1">
        <p className="font-medium">{failure.message}</p>
        {failure.attemptsLeft !== undefined && !banned && <p>Залишилось спроб: {failure.attemptsLeft}</p>}
      </div>
      {banned && <p role="timer">Спробуйте ще раз через {formatCountdown(banSecondsLeft)}</p>}
    </div>
  )
}
