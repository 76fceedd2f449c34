/**
 * Choosing a time for a service line: the free slots of the doctors who provide it on a day
 * (GET /api/v2/schedule/free-slots; needs the network, since other carts book the same slots).
 * A slot taken meanwhile is refused by the server with 'Цей час щойно було заброньовано у іншому заказі'.
 */
import { useEffect, useState } from 'react'
import { freeSlotsResponseSchema, type FreeSlot } from '../../../domain/orders/schedule-slots'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog'
import { DateField } from '../../ui/date-field'
import { today } from '../../shared/patients/use-today'
import type { Run } from './order-writes'

export function SlotPicker({
  serviceId,
  onClose,
  run,
}: {
  serviceId: number
  onClose: () => void
  run: Run
}) {
  const [date, setDate] = useState(today())
  const [answer, setAnswer] = useState<{
    date: string
    slots: FreeSlot[] | null
    error: string | null
  } | null>(null)
  const current = answer?.date === date ? answer : null
  const slots = current?.slots ?? null
  const error = current?.error ?? null
  useEffect(() => {
    let active = true
    api
      .request(`/api/v2/schedule/free-slots?serviceId=${serviceId}&date=${date}`, {
        schema: freeSlotsResponseSchema,
      })
      .then((r) => active && setAnswer({ date, slots: r.data, error: null }))
      .catch((e: unknown) => {
        if (!active) return
        setAnswer({
          date,
          slots: null,
          error:
            isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: вільний час можна обрати лише онлайн.',
        })
      })
    return () => {
      active = false
    }
  }, [serviceId, date])

  const pick = async (s: FreeSlot) => {
    const out = await run((w) => w.book(serviceId, s), `Записано на ${s.time}`)
    if (out.kind !== 'refused') onClose()
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogTitle>Вільний час</DialogTitle>
        <div className="grid gap-3">
          <label htmlFor="slot-date" className="text-sm font-medium text-slate-800">
            Дата
          </label>
          <DateField
            id="slot-date"
            value={date}
            min={today()}
            // A past day has no free time: the list stays on the last day that could have some.
            onChange={(v) => v && v >= today() && setDate(v)}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {slots === null && !error && <p className="text-sm text-slate-600">Завантаження…</p>}
          {slots?.length === 0 && <p className="text-sm text-slate-600">На цей день вільного часу немає</p>}
          {slots && slots.length > 0 && (
            <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label="Вільні слоти">
              {slots.map((s) => (
                <li key={`${s.scheduleId}-${s.time}`}>
                  <Button variant="secondary" size="wide" onClick={() => void pick(s)}>
                    {s.time} · {s.doctorName}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}
