/**
 * The cart's patient (spec 000 §2.8, §5): an existing crm client chosen through the patient search and
 * card, or the typed data kept on the order without a card. Choosing a crm client sends the inline
 * data as null. Once deposits are used the patient cannot change.
 */
import { memo, useState } from 'react'
import type { McOrder, OrderInlineClient } from '../../../domain/orders/order.schema'
import { Button } from '../../ui/button'
import { readClient, type ClientView } from '../../shared/patients/client-read'
import { birthdayToSend, phoneToSend } from '../../shared/patients/masks'
import { PatientBlock } from '../../shared/patients/patient-block'
import { PatientCard } from '../../shared/patients/patient-card'
import {
  emptyPatientState,
  type PatientFields,
  type PatientState,
} from '../../shared/patients/patient-fields'
import { today } from '../../shared/patients/use-today'
import { CLIENT_ENTITY } from '../../offline/entities/clients'
import { openItemsOf } from '../../offline/outbox'
import { entityKey } from '../../offline/outbox-types'
import { useOffline } from '../../offline/react/offline-context'
import type { FieldErrors, Run } from './order-writes'

/** The typed fields as the order's inline client; null when surname or name is missing. */
export function inlineClientOf(f: PatientFields): OrderInlineClient | null {
  const surname = f.surname.trim()
  const name = f.name.trim()
  if (!surname || !name) return null
  const phone = phoneToSend(f.phone)
  return {
    surname,
    name,
    patronymic: f.patronymic.trim() || null,
    birthday: birthdayToSend(f.birthday) ?? null,
    phone: phone || null,
    male: f.male || null,
  }
}

const orderClient = (c: ClientView): McOrder['client'] => ({
  id: c.id ?? null,
  surname: c.surname,
  name: c.name,
  patronymic: c.patronymic,
  birthday: c.birthday,
  phone: c.phone,
})

export const CartPatient = memo(function CartPatient({
  order,
  depositsUsed: locked,
  readOnly,
  errors,
  run,
}: {
  order: McOrder
  /** The cart pays from deposits: the patient can no longer be changed (spec 000 §5). */
  depositsUsed: boolean
  readOnly: boolean
  errors: FieldErrors
  run: Run
}) {
  const [changing, setChanging] = useState(false)
  const [search, setSearch] = useState<PatientState>(emptyPatientState)
  const [note, setNote] = useState<string | null>(null)
  // The client picked here, shown as a card even before the server has its id.
  const [picked, setPicked] = useState<ClientView | null>(null)
  const error = errors.crm_client_id?.[0] ?? errors.client?.[0]

  const { db } = useOffline()
  /**
   * A new patient resets what the order holds of the previous one: their passport data and their
   * consent to data processing. Quiet: spec 000 §5 ignores errors of this crm-order update.
   */
  const forgetPreviousPatient = () => {
    const crm = order.crmOrder
    if (order.client === null || (!crm.passportData && !crm.personalDataConsent)) return
    void run(
      (w) => w.patchCrm({ passportData: null, personalDataConsent: false }, 'дані попереднього пацієнта'),
      undefined,
      { quiet: true },
    )
  }
  const choose = async (client: ClientView) => {
    setNote(null)
    // A client created on this device and not sent yet is named by its uuid; this edit waits for its create.
    const waitsFor =
      client.id === undefined
        ? await openItemsOf(db, entityKey({ type: CLIENT_ENTITY, uuid: client.uuid }))
        : []
    const ref = client.id ?? client.uuid
    const out = await run((w) =>
      w.patchOrder(
        { crmClientId: ref, client: null },
        { ...order, crmClientId: client.id ?? null, client: orderClient(client) },
        'пацієнт',
        waitsFor.map((i) => i.id),
      ),
    )
    if (out.kind !== 'refused') {
      if (client.id === undefined || client.id !== order.crmClientId) forgetPreviousPatient()
      setChanging(false)
      setSearch(emptyPatientState)
      setPicked(client)
    }
  }
  const keepTyped = async () => {
    const inline = inlineClientOf(search.fields)
    if (!inline) {
      setNote('Для пацієнта без картки вкажіть щонайменше прізвище та імʼя')
      return
    }
    setNote(null)
    const local = {
      ...order,
      crmClientId: null,
      client: {
        id: null,
        ...inline,
        patronymic: inline.patronymic ?? null,
        birthday: inline.birthday ?? null,
        phone: inline.phone ?? null,
      },
    }
    const out = await run((w) =>
      w.patchOrder({ crmClientId: null, client: inline }, local, 'пацієнт без картки'),
    )
    if (out.kind !== 'refused') {
      forgetPreviousPatient()
      setChanging(false)
      setPicked(null)
    }
  }

  const current = order.client
  const showSearch = !readOnly && (changing || current === null)
  return (
    <section className="grid gap-3 rounded-lg border border-slate-200 p-4" aria-labelledby="cart-patient">
      <h2 id="cart-patient" className="text-lg font-semibold text-slate-900">
        Пацієнт
      </h2>
      {current && !showSearch && (
        <div className="grid gap-2">
          {current.id !== null || picked ? (
            <PatientCard
              client={current.id === null && picked ? picked : readClient(current, today())}
              onAnother={() =>
                locked
                  ? setNote('Пацієнта не можна змінити: у кошику використано депозит')
                  : setChanging(true)
              }
            />
          ) : (
            <div className="grid gap-1" data-testid="inline-patient">
              <p className="font-medium text-slate-900">
                {[current.surname, current.name, current.patronymic].filter(Boolean).join(' ')}
              </p>
              <p className="text-sm text-slate-600">
                Без картки клієнта{current.phone ? ` · ${current.phone}` : ''}
              </p>
              {!readOnly && (
                <Button variant="secondary" className="justify-self-start" onClick={() => setChanging(true)}>
                  Інший пацієнт
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {showSearch && (
        <div className="grid gap-3">
          <PatientBlock value={search} onChange={(v) => (v.client ? void choose(v.client) : setSearch(v))} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void keepTyped()}>
              Зберегти без картки клієнта
            </Button>
            {current && (
              <Button variant="ghost" onClick={() => setChanging(false)}>
                Скасувати
              </Button>
            )}
          </div>
        </div>
      )}
      {(note ?? error) && (
        <p role="alert" className="text-sm text-red-700">
          {note ?? error}
        </p>
      )}
    </section>
  )
})
