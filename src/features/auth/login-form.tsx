import { useId, useRef, useState, type FormEvent } from 'react'
import { LoaderCircle } from 'lucide-react'
import { loginRequestSchema, type LoginRequest } from '../../../domain/auth/auth.schema'
import type { ApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { LoginFeedback } from './login-feedback'
import {
  asApiError,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  type LoginField,
  type LoginFieldErrors,
} from './login-form-errors'
import { PasswordInput } from './password-input'
import { useCountdown } from './use-countdown'

export interface LoginFormProps {
  /** Signs in; rejects with an ApiError (attempts left, ban time, field errors) on failure. */
  onSubmit: (credentials: LoginRequest) => Promise<void>
}

/** The sign-in form. What the user typed stays in place after a failure, so a typo costs one keystroke. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const id = useId()
  const ids = { login: `${id}-login`, password: `${id}-password` }
  const loginInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const [values, setValues] = useState<LoginRequest>({ login: '', password: '' })
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({})
  const [failure, setFailure] = useState<ApiError | null>(null)
  const [pending, setPending] = useState(false)
  const [banSecondsLeft, startBan] = useCountdown()
  const banned = banSecondsLeft > 0

  // Focus goes where the user must act next: the first wrong field, else the password to retype.
  const focusAfter = (errors: LoginFieldErrors) => {
    ;(errors.login ? loginInput : passwordInput).current?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || banned) return
    const parsed = loginRequestSchema.safeParse(values)
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues(parsed.error)
      setFieldErrors(errors)
      return focusAfter(errors)
    }
    setFieldErrors({})
    setFailure(null)
    setPending(true)
    try {
      await onSubmit(parsed.data)
    } catch (e) {
      const error = asApiError(e)
      const errors = fieldErrorsFromServer(error.errors)
      setFailure(error)
      setFieldErrors(errors)
      focusAfter(errors)
      // A ban of the login (423) and a throttle of this address (429) both count down to the next try.
      const waits = error.code === 'login_banned' || error.code === 'login_throttled'
      if (waits && error.retryAfterSeconds) startBan(error.retryAfterSeconds)
    } finally {
      setPending(false)
    }
  }

  const field = (name: LoginField) => ({
    id: ids[name],
    name,
    value: values[name],
    required: true,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? fieldErrorId(ids[name]) : undefined,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }))
      setFieldErrors((f) => ({ ...f, [name]: undefined }))
    },
  })

  return (
    <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
      <LoginFeedback failure={failure} banSecondsLeft={banSecondsLeft} />
      <FormField id={ids.login} label="Логін" error={fieldErrors.login}>
        <Input
          {...field('login')}
          ref={loginInput}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      <FormField id={ids.password} label="Пароль" error={fieldErrors.password}>
        <PasswordInput {...field('password')} ref={passwordInput} autoComplete="current-password" />
      </FormField>
      {/* Not disabled while sending: a disabled button would drop keyboard focus. A second press is ignored. */}
      <Button type="submit" size="wide" disabled={banned} aria-busy={pending || undefined}>
        {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        Увійти
      </Button>
    </form>
  )
}
