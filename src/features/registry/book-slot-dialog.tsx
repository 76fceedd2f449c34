/**
 * Booking a free slot: the registrar picks which of the doctor's services the visit is for (those as long
 * as the slot first); the server then makes a new order with it booked and the cart opens. Needs the
 * network; a slot taken meanwhile comes back with the server's message and the day is read again.
 */
import { useState } from 'react'
import type { RegistryDoctor, RegistrySlot } from '../../../domain/schedule/registry-day.schema'
import { isApiError } from '../../lib/api/api-error'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000)

export function BookSlotDialog({
  doctor,
  slot,
  online,
  onBook,
  onClose,
}: {
  doctor: RegistryDoctor
  slot: RegistrySlot
  online: boolean
  onBook: (serviceId: number) => Promise<void>
  onClose: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const length = minutesBetween(slot.startsAt, slot.endsAt)
  const services = [...doctor.services].sort(
    (a, b) => Number(b.minutes === length) - Number(a.minutes === length),
  )
  const pick = async (serviceId: number) => {
    setBusy(true)
    setError(null)
    try {
      await onBook(serviceId)
    } catch (e) {
      setError(isApiError(e) && e.status > 0 ? e.message : 'Немає мережі: записати на час можна лише онлайн.')
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent>
        <DialogTitle>
          Запис на {slot.time} — {doctor.name}
        </DialogTitle>
        <DialogDescription>
          Буде створено нове замовлення з цією послугою на обраний час, і відкриється його кошик.
          {slot.cabinet ? ` Кабінет ${slot.cabinet}${slot.filialName ? `, ${slot.filialName}` : ''}.` : ''}
        </DialogDescription>
        {!online && (
          <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            Немає мережі: записати на час можна лише онлайн — вільний час вирішує сервер.
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-900">
            {error}
          </p>
        )}
        {services.length === 0 ? (
          <p className="text-sm text-slate-700">Лікар не надає жодної послуги: додайте їх у налаштуваннях.</p>
        ) : (
          <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label="Послуги лікаря">
            {services.map((s) => (
              <li key={s.id}>
                <Button
                  variant="secondary"
                  size="wide"
                  className="justify-between"
                  disabled={busy || !online}
                  onClick={() => void pick(s.id)}
                >
                  <span>{s.name}</span>
                  <span className="text-slate-500">{s.minutes} хв</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
