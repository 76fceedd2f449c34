/**
 * «Перевірити надсилання»: one SMS or letter sent now with the saved settings, and the provider's
 * answer shown as it came (the status and its words), so the clinic knows the key, the sender and the
 * SMTP server work before patients depend on them. Online only; needs the settings' write right.
 */
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../lib/api/api-error'
import { useOnline } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'
import { fieldErrorId, FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { selectClass } from '../../ui/select-field'
import { NotificationStatusBadge } from './notification-status-badge'
import { sendTestNotification, type TestSendAnswer, type TestSendBody } from './notifications.api'

type Outcome = { kind: 'answer'; answer: TestSendAnswer } | { kind: 'error'; message: string }

export function TestSendBlock() {
  const online = useOnline()
  const [channel, setChannel] = useState<TestSendBody['channel']>('sms')
  const [to, setTo] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setOutcome(null)
    if (!to.trim()) return setErrors({ to: 'Вкажіть, кому надіслати' })
    setErrors({})
    setBusy(true)
    try {
      setOutcome({ kind: 'answer', answer: await sendTestNotification({ channel, to: to.trim() }) })
    } catch (err) {
      const fields: Record<string, string> = {}
      if (isApiError(err) && err.status === 422)
        for (const key of ['channel', 'to']) if (err.errors[key]?.[0]) fields[key] = err.errors[key][0]
      setErrors(fields)
      if (Object.keys(fields).length === 0)
        setOutcome({ kind: 'error', message: isApiError(err) ? err.message : 'Не вдалося надіслати' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="test-send-title" className="grid max-w-3xl gap-3">
      <div className="grid gap-1">
        <h2 id="test-send-title" className="text-xl font-semibold text-slate-900">
          Перевірити надсилання
        </h2>
        <p className="text-sm text-slate-700">
          Одне повідомлення надсилається одразу зі збереженими налаштуваннями: спершу збережіть зміни.
        </p>
      </div>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
      >
        <FormField id="test-channel" label="Канал" error={errors.channel}>
          <select
            id="test-channel"
            className={selectClass}
            value={channel}
            onChange={(e) => setChannel(e.target.value === 'email' ? 'email' : 'sms')}
          >
            <option value="sms">SMS</option>
            <option value="email">Ел. пошта</option>
          </select>
        </FormField>
        <FormField id="test-to" label="Отримувач" error={errors.to}>
          <Input
            id="test-to"
            type={channel === 'email' ? 'email' : 'tel'}
            placeholder={channel === 'email' ? 'name@example.com' : '+380XXXXXXXXX'}
            value={to}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? fieldErrorId('test-to') : undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={!online || busy}>
          {busy ? 'Надсилаю…' : 'Надіслати тест'}
        </Button>
      </form>
      <OnlineOnlyNote online={online}>
        Тестове повідомлення надсилає сервер: зараз зв’язку немає, спробуйте, щойно мережа повернеться.
      </OnlineOnlyNote>
      {outcome?.kind === 'answer' && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <NotificationStatusBadge status={outcome.answer.status} />
          {outcome.answer.message}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {outcome.message}
        </p>
      )}
    </section>
  )
}
