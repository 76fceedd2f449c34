/**
 * Registry → Обдзвін (/mc-registry/call-list, tab `call_list`; issue 20 item 5): the patients to call —
 * previous entries due, tomorrow's bookings not yet confirmed, orders done but not paid — with the
 * reason filter and «Мій список» / «Філія» in the address. «Записати дзвінок» records a call through
 * the outbox, offline too: the row shows «Очікує надсилання» until it lands, then the list is read
 * again (a closing call takes the row off). The list is read on every visit and every registryChanged
 * notice; the copy last read stays on the device, readable offline and marked possibly out of date.
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { orderWrite } from '../../../domain/orders/order-access'
import { canAny } from '../../../domain/permissions/check'
import {
  callListReasonLabels,
  callListReasons,
  callListSchema,
  callWritePermissions,
  closingCallStates,
  type CallList,
  type CallListReason,
  type CallListRow,
  type RegistryCall,
  type RegistryCallCreate,
} from '../../../domain/registry/registry-calls.schema'
import { formatDate, formatDateTime } from '../../lib/format/date'
import { formatMoney } from '../../lib/format/money'
import { useSignedInUser } from '../../lib/session/session-context'
import { REGISTRY_CALL_ENTITY } from '../../offline/entities/registry-calls'
import { useOffline } from '../../offline/react/offline-context'
import { useCachedAnswer } from '../../offline/react/use-cached-answer'
import { useEntityItems, useOnline } from '../../offline/react/use-outbox'
import { StaleNote, UnavailableNote } from '../../shared/patients/cached-block-notice'
import { Button } from '../../ui/button'
import { ListPager } from '../../ui/list-pager'
import { PageLoader } from '../../ui/page-loader'
import { selectClass } from '../../ui/select-field'
import { useRegistryLive } from '../../shared/registry/use-registry-live'
import { RecordCallDialog, type CallFormValues } from './record-call-dialog'
import { callHistory, callListPath, recordCall, type CallListFilters } from './registry-calls.api'
import { newUuid } from '../../lib/new-uuid'

export function readCallListFilters(params: URLSearchParams): CallListFilters {
  const reason = params.get('reason')
  const page = Number(params.get('page'))
  return {
    scope: params.get('scope') === 'filial' ? 'filial' : 'mine',
    reason: (callListReasons as readonly string[]).includes(reason ?? '')
      ? (reason as CallListReason)
      : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

const sameAbout = (row: CallListRow, body: Partial<RegistryCallCreate>) =>
  row.orderId !== null ? body.orderId === row.orderId : body.previousEntryId === row.previousEntryId

function CallLine({ call }: { call: RegistryCall }) {
  return (
    <span>
      <span className="font-medium">{call.callResult}</span> · {call.callType}
      {call.orderCallStateLabel ? ` · ${call.orderCallStateLabel}` : ''}
      {call.comment ? ` — «${call.comment}»` : ''}
      <span className="block text-xs text-slate-600">
        {call.madeByName ?? '—'}, {formatDateTime(call.madeAt)}
      </span>
    </span>
  )
}

function History({ row }: { row: CallListRow }) {
  const q = useQuery({
    queryKey: ['registry', 'calls', row.orderId, row.previousEntryId],
    queryFn: () => callHistory(row),
  })
  if (q.isPending) return <p className="text-sm text-slate-600">Завантаження дзвінків…</p>
  if (q.isError)
    return <p className="text-sm text-red-800">Історію дзвінків можна переглянути лише онлайн.</p>
  if (q.data.data.length === 0) return <p className="text-sm text-slate-600">Дзвінків ще не було.</p>
  return (
    <ol className="grid gap-1 text-sm" aria-label="Історія дзвінків">
      {q.data.data.map((c) => (
        <li key={c.id}>
          <CallLine call={c} />
        </li>
      ))}
    </ol>
  )
}

function facts(row: CallListRow): string {
  if (row.reason === 'previous_entry')
    return `Термін ${row.deadlineAt ? formatDate(row.deadlineAt) : '—'}${row.doctorName ? `, ${row.doctorName}` : ''}`
  if (row.reason === 'tomorrow_booking')
    return [
      row.orderCode,
      row.bookingAt ? formatDateTime(row.bookingAt) : null,
      row.doctorName,
      row.serviceName,
    ]
      .filter(Boolean)
      .join(', ')
  return [row.orderCode, row.toPay !== null ? `до сплати ${formatMoney(row.toPay)}` : null, row.filialName]
    .filter(Boolean)
    .join(', ')
}

export function CallListPage() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readCallListFilters(params), [params])
  const online = useOnline()
  const offline = useOffline()
  const { permissions } = useSignedInUser()
  const heard = useRegistryLive()
  const items = useEntityItems(offline.db, REGISTRY_CALL_ENTITY)
  const waiting = useMemo(
    () => (items ?? []).filter((i) => i.method === 'POST' && i.status !== 'rejected'),
    [items],
  )
  const rejected = useMemo(() => (items ?? []).filter((i) => i.status === 'rejected'), [items])
  // Read again when a waiting call lands (fewer waiting) as after another registrar's notice.
  const answer = useCachedAnswer(callListPath(filters), callListSchema, `${heard}:${waiting.length}`)
  const data: CallList | undefined = answer.status === 'shown' ? answer.data : undefined
  const [calling, setCalling] = useState<CallListRow | null>(null)
  const [open, setOpen] = useState<string | null>(null)

  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k)
      else next.set(k, v)
    }
    next.delete('page')
    setParams(next, { replace: true })
  }
  const mayCall = (row: CallListRow) =>
    row.orderId !== null ? canAny(permissions, orderWrite) : canAny(permissions, callWritePermissions)

  const save = async (row: CallListRow, v: CallFormValues) => {
    if (!data) return
    const body: RegistryCallCreate = {
      uuid: newUuid(),
      orderId: row.orderId,
      previousEntryId: row.previousEntryId,
      clientId: row.clientId,
      callTypeId: Number(v.callTypeId),
      callResultId: Number(v.callResultId),
      orderCallState: v.orderCallState || null,
      comment: v.comment.trim() || null,
      madeAt: new Date().toISOString(),
    }
    const result = data.choices.callResults.find((r) => r.id === body.callResultId)
    const local: RegistryCall = {
      id: 0,
      uuid: body.uuid,
      orderId: row.orderId,
      previousEntryId: row.previousEntryId,
      clientId: row.clientId,
      callTypeId: body.callTypeId,
      callType: data.choices.callTypes.find((t) => t.id === body.callTypeId)?.name ?? '',
      callResultId: body.callResultId,
      callResult: result?.name ?? '',
      callResultColor: result?.color ?? null,
      orderCallState: body.orderCallState ?? null,
      orderCallStateLabel: data.choices.callStates.find((s) => s.key === body.orderCallState)?.value ?? null,
      comment: body.comment ?? null,
      closes:
        Boolean(result?.isSuccessful) ||
        (closingCallStates as readonly string[]).includes(body.orderCallState ?? ''),
      madeBy: offline.userId,
      madeByName: null,
      madeAt: body.madeAt!,
    }
    await recordCall(offline, body, local, row.patient)
    setCalling(null)
    toast.success(online ? 'Дзвінок записано' : 'Дзвінок збережено на пристрої: надішлемо, щойно буде мережа')
  }

  let body
  if (answer.status === 'unavailable')
    body = (
      <UnavailableNote offline={answer.offline || !online}>
        {answer.offline || !online
          ? 'Немає мережі, а списку обдзвону на пристрої ще немає. Він з’явиться, щойно мережа повернеться.'
          : 'Помилка при завантаженні даних'}
      </UnavailableNote>
    )
  else if (!data) body = <PageLoader label="Завантаження списку обдзвону…" />
  else if (data.data.length === 0)
    body = (
      <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
        Нікому телефонувати не треба.
      </p>
    )
  else
    body = (
      <>
        {answer.status === 'shown' && answer.stale && (
          <StaleNote
            online={online}
            fetchedAt={answer.fetchedAt}
            subject="список обдзвону"
            caveat="він може бути застарілим; записані дзвінки надішлемо, щойно буде мережа"
          />
        )}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[56rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-left text-slate-700">
                <th className="p-2">Причина</th>
                <th className="p-2">Пацієнт</th>
                <th className="p-2">Деталі</th>
                <th className="p-2">Останній дзвінок</th>
                <th className="p-2">
                  <span className="sr-only">Дії</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => {
                const pending = waiting.filter((i) => sameAbout(row, i.body as Partial<RegistryCallCreate>))
                const pendingCall = pending.at(-1)?.local as RegistryCall | undefined
                const last = pendingCall ?? row.lastCall
                return (
                  <tr key={row.key} className="border-b border-slate-200 align-top" data-testid="call-row">
                    <td className="p-2">{row.reasonLabel}</td>
                    <td className="p-2">
                      <span className="font-medium">{row.patient ?? 'Без імені'}</span>
                      {row.phone && (
                        <a
                          className="block text-brand-700 underline"
                          href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}
                        >
                          {row.phone}
                        </a>
                      )}
                    </td>
                    <td className="p-2">{facts(row)}</td>
                    <td className="p-2">
                      {last ? (
                        <CallLine call={last} />
                      ) : (
                        <span className="text-slate-500">Ще не телефонували</span>
                      )}
                      {pending.length > 0 && (
                        <span
                          role="status"
                          className="mt-1 block w-fit rounded bg-amber-100 px-2 text-xs text-amber-900"
                        >
                          Очікує надсилання{pending.length > 1 ? ` (${pending.length})` : ''}
                        </span>
                      )}
                      {open === row.key && (
                        <div className="mt-2 border-t border-slate-200 pt-2">
                          <History row={row} />
                        </div>
                      )}
                    </td>
                    <td className="p-2">
                      <div className="flex flex-wrap justify-end gap-1">
                        {mayCall(row) && (
                          <Button variant="secondary" onClick={() => setCalling(row)}>
                            Записати дзвінок
                          </Button>
                        )}
                        <Button
                          variant="ghost"
                          aria-expanded={open === row.key}
                          onClick={() => setOpen(open === row.key ? null : row.key)}
                        >
                          Історія
                        </Button>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <ListPager page={data.meta.page} perPage={data.meta.perPage} total={data.meta.total} />
      </>
    )

  return (
    <section className="grid gap-3" aria-busy={answer.status === 'loading'}>
      <h1 className="text-2xl font-semibold text-slate-900">Обдзвін</h1>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Чий список" className="flex gap-1">
          {(
            [
              ['mine', 'Мій список'],
              ['filial', 'Філія'],
            ] as const
          ).map(([scope, label]) => (
            <Button
              key={scope}
              variant={filters.scope === scope ? 'primary' : 'secondary'}
              aria-pressed={filters.scope === scope}
              onClick={() => set({ scope: scope === 'mine' ? null : scope })}
            >
              {label}
            </Button>
          ))}
        </div>
        <div className="grid gap-1">
          <label htmlFor="call-reason" className="text-sm font-medium text-slate-800">
            Причина
          </label>
          <select
            id="call-reason"
            className={selectClass}
            value={filters.reason ?? ''}
            onChange={(e) => set({ reason: e.target.value || null })}
          >
            <option value="">Усі причини</option>
            {callListReasons.map((r) => (
              <option key={r} value={r}>
                {callListReasonLabels[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {rejected.length > 0 && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          Сервер не прийняв {rejected.length === 1 ? 'один дзвінок' : `${rejected.length} дзвінки`}:
          перегляньте їх у списку несинхронізованих змін.
        </p>
      )}
      {body}
      {calling && data && (
        <RecordCallDialog
          row={calling}
          choices={data.choices}
          onSave={(v) => save(calling, v)}
          onClose={() => setCalling(null)}
        />
      )}
    </section>
  )
}
