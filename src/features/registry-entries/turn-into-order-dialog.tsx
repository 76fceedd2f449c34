/**
 * «Оформити замовлення» of a previous entry (issue 20 item 6): a day of the entry's doctor (the
 * deadline's, or today when it is gone) with its free slots; the chosen slot and service become a new
 * order for the entry's patient, linked to the entry, in one request (POST /registry/book with
 * previousEntryId), and its cart opens. Needs the network: the slot is decided by the server.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { PreviousEntry } from '../../../domain/previous-entries/previous-entry.schema'
import {
  registryBookResponseSchema,
  registryDayResponseSchema,
} from '../../../domain/schedule/registry-day.schema'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { formatDate } from '../../lib/format/date'
import { newUuid } from '../../lib/new-uuid'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { PageLoader } from '../../ui/page-loader'
import { SelectField } from '../../ui/select-field'

export function TurnIntoOrderDialog({
  entry,
  today,
  online,
  onClose,
}: {
  entry: PreviousEntry
  today: string
  online: boolean
  onClose: () => void
}) {
  const navigate = useNavigate()
  const [date, setDate] = useState(entry.deadlineAt < today ? today : entry.deadlineAt)
  const [serviceId, setServiceId] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const day = useQuery({
    queryKey: ['registry', 'entry-day', entry.doctorId, date],
    queryFn: ({ signal }) =>
      api.request(`/registry/day?date=${date}&doctorId=${entry.doctorId}`, {
        schema: registryDayResponseSchema,
        signal,
      }),
    enabled: online,
    retry: false,
  })
  const doctor = day.data?.doctors.find((d) => d.id === entry.doctorId)
  const service = serviceId ?? doctor?.services[0]?.id ?? null
  const free = (doctor?.slots ?? []).filter((s) => !s.past && s.bookings.length < s.capacity)

  const book = async (slot: { scheduleId: number; startsAt: string }) => {
    if (service === null) return
    setBusy(true)
    setError(null)
    const uuid = newUuid()
    try {
      const { orderId } = await api.request('/registry/book', {
        method: 'POST',
        body: {
          uuid,
          scheduleId: slot.scheduleId,
          serviceId: service,
          startsAt: slot.startsAt,
          previousEntryId: entry.id,
        },
        headers: { 'Idempotency-Key': uuid },
        schema: registryBookResponseSchema,
      })
      void navigate(`/mc-cart/${orderId}`)
    } catch (e) {
      setError(
        isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: оформити замовлення можна лише онлайн.',
      )
      void day.refetch()
    } finally {
      setBusy(false)
    }
  }

  let body
  if (!online)
    body = (
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        Немає мережі: оформити замовлення на час можна лише онлайн — вільний час вирішує сервер.
      </p>
    )
  else if (day.isError)
    body = (
      <p role="alert" className="text-sm text-red-800">
        Помилка при завантаженні даних
      </p>
    )
  else if (!day.data) body = <PageLoader label="Завантаження розкладу…" />
  else if (!doctor)
    body = (
      <p className="text-sm text-slate-700">{entry.doctorName} цього дня не працює. Оберіть інший день.</p>
    )
  else
    body = (
      <div className="grid gap-3">
        <SelectField
          id="entry-service"
          label="Послуга"
          value={service}
          options={doctor.services.map((s) => ({ key: s.id, value: `${s.name} (${s.minutes} хв)` }))}
          onChange={(v) => setServiceId(v ? Number(v) : null)}
        />
        {free.length === 0 ? (
          <p className="text-sm text-slate-700">Вільного часу цього дня немає. Оберіть інший день.</p>
        ) : (
          <ul aria-label="Вільний час" className="flex flex-wrap gap-2">
            {free.map((s) => (
              <li key={s.startsAt}>
                <Button
                  variant="secondary"
                  disabled={busy || service === null}
                  aria-label={`Оформити на ${formatDate(date)} ${s.time}`}
                  onClick={() => void book(s)}
                >
                  {s.time}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    )

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Оформити замовлення</DialogTitle>
        <DialogDescription>
          {entry.client.pib} до лікаря {entry.doctorName}, строк до {formatDate(entry.deadlineAt)}. Оберіть
          день і вільний час: буде створено замовлення з цією послугою, і відкриється його кошик.
        </DialogDescription>
        <div className="mt-3 grid gap-3">
          <div className="grid gap-1">
            <label htmlFor="entry-day" className="text-sm font-medium text-slate-800">
              День
            </label>
            <DateField
              id="entry-day"
              value={date}
              min={today}
              onChange={(v) => v && v >= today && setDate(v)}
              className="w-40"
            />
          </div>
          {body}
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-900">
              {error}
            </p>
          )}
          <div className="flex justify-end">
            <Button variant="ghost" onClick={onClose}>
              Скасувати
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
