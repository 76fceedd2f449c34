import { TextLink } from '../../ui/text-link'
import { useSession } from '../../lib/session/session-context'
import { LoginForm } from './login-form'

/** /auth: sign-in. On success the GuestOnly guard takes the user where they were going. */
export function AuthPage() {
  const { signIn } = useSession()
  return (
    <div className="grid gap-5">
      <h1 className="text-xl font-semibold text-slate-900">Вхід до системи</h1>
      <LoginForm onSubmit={signIn} />
      <div className="text-center text-sm">
        <TextLink to="/auth/reset-password">Забули пароль?</TextLink>
      </div>
    </div>
  )
}
