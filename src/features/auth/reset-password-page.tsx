import { ArrowLeft } from 'lucide-react'
import { TextLink } from '../../ui/text-link'

/** /auth/reset-password: there is no self-service reset yet, and the page says so plainly. */
export function ResetPasswordPage() {
  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-semibold text-slate-900">Відновлення пароля</h1>
      <p className="text-slate-700">Відновлення пароля ще не доступне. Зверніться до адміністратора.</p>
      <TextLink to="/auth" className="gap-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Повернутися до входу
      </TextLink>
    </div>
  )
}
