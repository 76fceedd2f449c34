/**
 * Registry → Попередні записи (/mc-registry/previous-order, tab previous_order; issue 20 item 6): the
 * previous entries with filters in the address (doctor, deadline range, type, nearest appointment,
 * overdue — the pastDue prepared type: the deadline is gone and no order was made of it). Register a
 * new entry or edit one in the header's form; «Оформити замовлення» books a slot of the entry's doctor
 * into a new order for the patient, linked to the entry, and opens its cart. The list is read on every
 * visit and registryChanged notice, kept on the device and shown offline as possibly out of date.
 */
import { lazy, Suspense, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { clientRead, previousEntryEdit } from '../../../domain/clients/client-access'
import { orderWrite } from '../../../domain/orders/order-access'
import { can, canAny } from '../../../domain/permissions/check'
import { previousEntryTypes } from '../../../domain/previous-entries/previous-entry-rules'
import {
  previousEntryListSchema,
  type PreviousEntry,
} from '../../../domain/previous-entries/previous-entry.schema'
import { formatDate } from '../../lib/format/date'
import { useSignedInUser } from '../../lib/session/session-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useOnline } from '../../offline/react/use-outbox'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { today } from '../../shared/patients/use-today'
import { useDoctors } from '../../shared/previous-entries/use-doctors'
import { useRegistryLive } from '../../shared/registry/use-registry-live'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DateField } from '../../ui/date-field'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { SelectField } from '../../ui/select-field'
import { entriesPath, readEntryFilters, withEntryFilters } from './entry-filters'
import { TurnIntoOrderDialog } from './turn-into-order-dialog'

const PreviousEntryForm = lazy(() =>
  import('../../shared/previous-entries/previous-entry-form').then((m) => ({ default: m.PreviousEntryForm })),
)

const typeName = (t: number) => previousEntryTypes[t as 1 | 2] ?? String(t)

export function PreviousEntriesPage() {
  const [params, setParams] = useSearchParams()
  const filters = readEntryFilters(params)
  const online = useOnline()
  const { permissions } = useSignedInUser()
  const doctors = useDoctors()
  const heard = useRegistryLive()
  // Read again after this tab's own registration or edit, as after another registrar's notice.
  const [own, setOwn] = useState(0)
  const answer = useCachedAnswer(entriesPath(filters), previousEntryListSchema, heard + own)
  const [form, setForm] = useState<{ entry?: PreviousEntry } | null>(null)
  const [ordering, setOrdering] = useState<PreviousEntry | null>(null)
  const mayEdit = can(permissions, previousEntryEdit) && can(permissions, clientRead)
  const mayOrder = mayEdit && canAny(permissions, orderWrite)
  const day = today()
  const change = (patch: Parameters<typeof withEntryFilters>[1]) =>
    setParams(withEntryFilters(params, patch), { replace: true })

  let body
  if (answer.status === 'loading') body = <PageLoader label="Завантаження записів…" />
  else if (answer.status === 'unavailable')
    body = (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі, а цього списку на пристрої ще немає. Він з’явиться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </UnavailableNote>
    )
  else {
    const { data, meta } = answer.data
    body = (
      <>
        {answer.stale && (
          <StaleNote
            online={online}
            fetchedAt={answer.fetchedAt}
            subject="записи"
            caveat="список може бути застарілим, а оформити замовлення можна лише онлайн"
          />
        )}
        {data.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700">
            Попередніх записів за цими умовами немає.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Попередні записи</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {['Створено', 'Строк', 'Пацієнт', 'Лікар', 'Тип', 'Коментар', 'Стан', 'Дії'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((e) => {
                  const overdue = e.orderId === null && e.deadlineAt < day
                  return (
                    <tr key={e.uuid} className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2">{formatDate(e.createdAt)}</td>
                      <td className={overdue ? 'px-3 py-2 font-semibold text-red-800' : 'px-3 py-2'}>
                        {formatDate(e.deadlineAt)}
                      </td>
                      <td className="px-3 py-2">
                        <Link
                          to={`/clients/profile/${e.client.id}/edit`}
                          className="text-brand-800 underline-offset-2 hover:underline"
                        >
                          {e.client.pib}
                        </Link>
                        {e.client.phone && (
                          <span className="block text-xs text-slate-600">{e.client.phone}</span>
                        )}
                      </td>
                      <td className="px-3 py-2">{e.doctorName}</td>
                      <td className="px-3 py-2">
                        {typeName(e.type)}
                        {e.isNearVisit === 1 && (
                          <span className="block text-xs text-slate-600">найближчий прийом</span>
                        )}
                      </td>
                      <td className="max-w-64 truncate px-3 py-2" title={e.comment ?? undefined}>
                        {e.comment}
                      </td>
                      <td className="px-3 py-2">
                        {e.orderId !== null ? (
                          <Link
                            to={`/mc-cart/${e.orderId}`}
                            className="text-brand-800 underline-offset-2 hover:underline"
                          >
                            Оформлено замовлення
                          </Link>
                        ) : overdue ? (
                          <span className="font-semibold text-red-800">Прострочено</span>
                        ) : (
                          'Очікує'
                        )}
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex flex-wrap gap-1">
                          {mayOrder && e.orderId === null && (
                            <Button
                              variant="secondary"
                              aria-label={`Оформити замовлення: ${e.client.pib}`}
                              onClick={() => setOrdering(e)}
                            >
                              Оформити замовлення
                            </Button>
                          )}
                          {mayEdit && (
                            <Button
                              variant="ghost"
                              aria-label={`Змінити запис: ${e.client.pib}`}
                              onClick={() => setForm({ entry: e })}
                            >
                              Змінити
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        <ListPager page={meta.page} perPage={meta.perPage} total={meta.total} />
      </>
    )
  }

  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Попередні записи</h1>
        {mayEdit && <Button onClick={() => setForm({})}>Зареєструвати запис</Button>}
      </div>
      <div
        role="search"
        aria-label="Фільтри попередніх записів"
        className="grid items-end gap-3 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectField
          id="pe-doctor"
          label="Лікар"
          value={filters.doctorId}
          options={doctors}
          empty="Усі лікарі"
          onChange={(v) => change({ doctorId: v })}
        />
        <SelectField
          id="pe-type"
          label="Тип звернення"
          value={filters.type}
          options={[
            { key: '1', value: previousEntryTypes[1] },
            { key: '2', value: previousEntryTypes[2] },
          ]}
          empty="Усі"
          onChange={(v) => change({ type: v })}
        />
        <div className="grid gap-1">
          <label htmlFor="pe-from" className="text-sm font-medium text-slate-800">
            Строк від
          </label>
          <DateField
            id="pe-from"
            value={filters.deadlineFrom || null}
            onChange={(v) => change({ deadlineFrom: v ?? '' })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="pe-to" className="text-sm font-medium text-slate-800">
            Строк до
          </label>
          <DateField
            id="pe-to"
            value={filters.deadlineTo || null}
            onChange={(v) => change({ deadlineTo: v ?? '' })}
          />
        </div>
        <Checkbox
          id="pe-overdue"
          label="Лише прострочені"
          checked={filters.overdue}
          onChange={(v) => change({ overdue: v })}
        />
        <Checkbox
          id="pe-near"
          label="Найближчий прийом"
          checked={filters.isNearVisit}
          onChange={(v) => change({ isNearVisit: v })}
        />
        {filters.deadlineFrom && filters.deadlineTo && filters.deadlineFrom > filters.deadlineTo && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            Дата початку не може бути пізніше дати кінця
          </p>
        )}
      </div>
      {body}
      <Dialog open={form !== null} onOpenChange={(open) => !open && setForm(null)}>
        <DialogContent dismissible={false} className="w-[70%] max-w-none">
          <DialogTitle>Попередній запис</DialogTitle>
          <DialogDescription className="sr-only">Реєстрація попереднього запису пацієнта</DialogDescription>
          <div className="mt-4">
            <Suspense fallback={<PageLoader />}>
              {form && (
                <PreviousEntryForm
                  entry={form.entry}
                  onClose={() => {
                    setForm(null)
                    setOwn((n) => n + 1)
                  }}
                />
              )}
            </Suspense>
          </div>
        </DialogContent>
      </Dialog>
      {ordering && (
        <TurnIntoOrderDialog entry={ordering} today={day} online={online} onClose={() => setOrdering(null)} />
      )}
    </section>
  )
}
