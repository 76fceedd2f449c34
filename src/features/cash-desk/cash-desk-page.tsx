/**
 * The cash desk (issue 27 §2; spec 001 §4 "Cash register shift: open; an X report is allowed; a Z report
 * closes it"): the cashier picks one of their registers, sees its shift, opens it, takes X reports, moves
 * service cash in or out, and closes it with a Z report after confirming. Every action is the PRRO
 * provider's, so the page is online only: offline it shows what it last knew and offers nothing.
 */
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { DeskRegister } from '../../../domain/cash-desk/cash-desk.schema'
import { formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'
import { isApiError } from '../../lib/api/api-error'
import { ConfirmDialog } from '../../offline/react/confirm-dialog'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { OnlineOnlyNote } from '../../ui/online-only-note'
import { PageLoader } from '../../ui/page-loader'
import {
  cashDeskKeys,
  fetchDeskRegisters,
  runShiftAction,
  sendServiceCash,
  type ShiftAction,
} from './cash-desk.api'
import { OfflinePanel } from './offline-panel'
import { directionTitles, ServiceCashDialog } from './service-cash-dialog'
import { ShiftReport } from './shift-report'

const messageOf = (e: unknown) =>
  isApiError(e) ? e.message : 'Не вдалося виконати: немає звʼязку з сервером. Спробуйте ще раз.'

const done: Record<ShiftAction, string> = {
  'open-shift': 'Зміну відкрито',
  'x-report': 'X-звіт отримано',
  'close-shift': 'Зміну закрито, Z-звіт отримано',
  'upload-offline': 'Офлайн-чеки вивантажено, каса знову онлайн',
}

/** The shift in words: number, since when and by whom. */
function shiftState(r: DeskRegister): string {
  const s = r.shift
  if (!s || s.status === 'closed') {
    const last = s ? ` Остання зміна № ${s.serial} закрита ${formatDateTime(s.closedAt)}.` : ''
    return `Зміну не відкрито.${last}`
  }
  return `Зміна № ${s.serial} відкрита ${formatDateTime(s.openedAt)}${s.openedBy ? ` (${s.openedBy})` : ''}.`
}

export function CashDeskPage() {
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const registers = useQuery({
    queryKey: cashDeskKeys.registers,
    queryFn: ({ signal }) => fetchDeskRegisters(signal),
  })
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [busy, setBusy] = useState<ShiftAction | 'service' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirmClose, setConfirmClose] = useState(false)
  const [service, setService] = useState<'in' | 'out' | null>(null)

  const list = registers.data?.data ?? []
  const register =
    list.find((r) => r.id === chosenId) ?? list.find((r) => r.configured) ?? list[0] ?? undefined

  const keep = (saved: DeskRegister) =>
    queryClient.setQueryData(cashDeskKeys.registers, (old: { data: DeskRegister[] } | undefined) =>
      old ? { data: old.data.map((r) => (r.id === saved.id ? saved : r)) } : old,
    )

  const run = async (action: ShiftAction) => {
    if (!register) return
    setBusy(action)
    setError(null)
    try {
      keep(await runShiftAction(register.id, action))
      toast.success(done[action])
    } catch (e) {
      setError(messageOf(e))
      // The provider's state may have been recorded meanwhile (a shift found open or closed).
      void queryClient.invalidateQueries({ queryKey: cashDeskKeys.registers })
    } finally {
      setBusy(null)
    }
  }

  const moveCash = async (input: { id: string; direction: 'in' | 'out'; amount: number }) => {
    if (!register) return null
    setBusy('service')
    try {
      const answer = await sendServiceCash(register.id, input)
      keep(answer.register)
      const code = answer.receipt.fiscalCode ? `, фіскальний номер ${answer.receipt.fiscalCode}` : ''
      toast.success(`${directionTitles[input.direction]}: ${formatMoney(input.amount)}${code}`)
      setService(null)
      return null
    } catch (e) {
      return messageOf(e)
    } finally {
      setBusy(null)
    }
  }

  if (registers.isPending) return <PageLoader />
  const open = register?.shift?.status === 'open'
  const usable = online && !!register?.configured && busy === null

  return (
    <div className="grid max-w-4xl gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Касові зміни</h1>
      <OnlineOnlyNote online={online}>
        Немає мережі: зміни, звіти та службові операції проводить ПРРО, тож вони стануть доступні, щойно
        зʼявиться звʼязок.
      </OnlineOnlyNote>
      {registers.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          Не вдалося завантажити каси: {messageOf(registers.error)}
        </p>
      )}
      {registers.isSuccess && list.length === 0 && (
        <p className="text-slate-700">
          Вам не призначено жодної каси у ваших філіалах. Зверніться до адміністратора.
        </p>
      )}
      {list.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Каса</legend>
          <div className="flex flex-wrap gap-2">
            {list.map((r) => (
              <Button
                key={r.id}
                variant={r.id === register?.id ? 'primary' : 'secondary'}
                aria-pressed={r.id === register?.id}
                onClick={() => {
                  setChosenId(r.id)
                  setError(null)
                }}
              >
                {r.filialName} — {r.name}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      {register && (
        <section aria-label={`Каса ${register.name}`} className="grid gap-4">
          <p className="text-slate-800">
            {register.fiscalNumber && <>ФН ПРРО {register.fiscalNumber}. </>}
            {shiftState(register)}
          </p>
          {!register.configured && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              Касу не налаштовано: адміністратор має вказати адресу API, ключ ліцензії та вхід касира у
              «Налаштування → Інтеграції → Каси (ПРРО)».
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button disabled={!usable || open} onClick={() => void run('open-shift')}>
              {busy === 'open-shift' ? 'Відкриваю…' : 'Відкрити зміну'}
            </Button>
            <Button variant="secondary" disabled={!usable || !open} onClick={() => void run('x-report')}>
              {busy === 'x-report' ? 'Формую…' : 'X-звіт'}
            </Button>
            <Button variant="secondary" disabled={!usable || !open} onClick={() => setService('in')}>
              Службове внесення
            </Button>
            <Button variant="secondary" disabled={!usable || !open} onClick={() => setService('out')}>
              Службове вилучення
            </Button>
            <Button disabled={!usable || !open} onClick={() => setConfirmClose(true)}>
              {busy === 'close-shift' ? 'Закриваю…' : 'Закрити зміну (Z-звіт)'}
            </Button>
          </div>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              {error}
            </p>
          )}
          <OfflinePanel
            register={register}
            canUpload={usable}
            uploading={busy === 'upload-offline'}
            onUpload={() => void run('upload-offline')}
          />
          {register.shift && <ShiftReport shift={register.shift} />}
        </section>
      )}
      {register && service && (
        <ServiceCashDialog
          direction={service}
          registerName={register.name}
          disabled={!online}
          onSubmit={moveCash}
          onClose={() => setService(null)}
        />
      )}
      <ConfirmDialog
        open={confirmClose}
        title="Закрити зміну?"
        confirmLabel="Закрити зміну (Z-звіт)"
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false)
          void run('close-shift')
        }}
      >
        Буде сформовано Z-звіт, і до відкриття нової зміни каса не прийматиме оплат.
      </ConfirmDialog>
    </div>
  )
}
