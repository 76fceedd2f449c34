/**
 * The chosen analyzer's listener (issue 22 item 4; spec 001 §4, §8): its state as the server has it —
 * refreshed when the realtime channel says analyzers changed — with the port, open connections and the
 * last error; Запустити / Зупинити / Перезапустити for users with crmSettingsEdit; and the latest
 * messages received and the results not matched to an order or a test, with the reason. Online only.
 */
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  analyzerMessagesPageSchema,
  analyzerResultsPageSchema,
  listenerStatusSchema,
  type ListenerAction,
} from '../../../domain/laboratory/analyzer-listener.schema'
import { listenerStates } from '../../../domain/laboratory/analyzer-options'
import { can } from '../../../domain/permissions/check'
import { api } from '../../lib/api/api'
import { isApiError } from '../../lib/api/api-error'
import { newUuid } from '../../lib/new-uuid'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'
import { useSignedInUser } from '../../lib/session/session-context'
import { useOnlineStatus } from '../../shared/use-online-status'
import { Button } from '../../ui/button'
import { OnlineOnlyNote } from '../../ui/online-only-note'

const stateLabel = (v: string) => listenerStates.find((s) => s.value === v)?.label ?? v
const parseLabel: Record<string, string> = { ok: 'Розібрано', error: 'Помилка', pending: 'Очікує' }
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('uk-UA', { dateStyle: 'short', timeStyle: 'medium' }) : '—'

const actions: Array<{ action: ListenerAction; label: string }> = [
  { action: 'start', label: 'Запустити' },
  { action: 'stop', label: 'Зупинити' },
  { action: 'restart', label: 'Перезапустити' },
]

export function AnalyzerListener({ analyzerId }: { analyzerId: number }) {
  const user = useSignedInUser()
  const online = useOnlineStatus()
  const editable = can(user.permissions, 'crmSettingsEdit')
  const queryClient = useQueryClient()
  const statusKey = ['analyzer-listener', analyzerId] as const
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) =>
      api.request(`/settings/analyzers/${analyzerId}/listener`, { schema: listenerStatusSchema, signal }),
    enabled: online,
    refetchInterval: 15_000,
  })
  const messages = useQuery({
    queryKey: ['analyzer-messages', analyzerId],
    queryFn: ({ signal }) =>
      api.request(`/api/v2/lab/analyzer-messages?analyzerId=${analyzerId}&perPage=5`, {
        schema: analyzerMessagesPageSchema,
        signal,
      }),
    enabled: online,
    refetchInterval: 15_000,
  })
  const unmatched = useQuery({
    queryKey: ['analyzer-unmatched', analyzerId],
    queryFn: ({ signal }) =>
      api.request(`/api/v2/lab/analyzer-results?analyzerId=${analyzerId}&unmatched=true&perPage=10`, {
        schema: analyzerResultsPageSchema,
        signal,
      }),
    enabled: online,
    refetchInterval: 15_000,
  })
  useRealtimeEvent('resourcesChanged', (e) => {
    if (e.scopes.includes('analyzers')) void status.refetch()
  })
  const [busy, setBusy] = useState(false)

  const act = async (action: ListenerAction) => {
    setBusy(true)
    try {
      const next = await api.request(`/settings/analyzers/${analyzerId}/listener`, {
        method: 'POST',
        body: { action },
        headers: { 'Idempotency-Key': newUuid() },
        schema: listenerStatusSchema,
      })
      queryClient.setQueryData(statusKey, next)
      if (next.error) toast.error(next.error)
      else toast.success(`Слухач: ${stateLabel(next.state).toLowerCase()}`)
    } catch (err) {
      toast.error(isApiError(err) ? err.message : 'Дію не виконано: спробуйте ще раз')
    } finally {
      setBusy(false)
    }
  }

  if (!online && !status.data)
    return <OnlineOnlyNote online={false}>Стан слухача видно, коли є звʼязок із сервером.</OnlineOnlyNote>
  const s = status.data
  return (
    <div className="grid gap-4">
      <h3 id="analyzer-listener-title" className="text-lg font-semibold">
        Слухач аналізатора
      </h3>
      {status.isError ? (
        <p role="alert">Стан слухача не завантажено</p>
      ) : (
        <p aria-live="polite" data-testid="listener-state">
          Стан: <strong>{s ? stateLabel(s.state) : '…'}</strong>
          {s?.port != null && <> · порт {s.port}</>}
          {s && s.connections > 0 && <> · зʼєднань: {s.connections}</>}
        </p>
      )}
      {s?.error && (
        <p role="alert" className="max-w-3xl rounded-md bg-amber-50 p-3 text-amber-900">
          {s.error}
        </p>
      )}
      {editable && (
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => (
            <Button
              key={a.action}
              type="button"
              variant={a.action === 'start' ? 'primary' : 'secondary'}
              disabled={!online || busy}
              onClick={() => void act(a.action)}
            >
              {a.label}
            </Button>
          ))}
        </div>
      )}
      <h3 className="text-lg font-semibold">Останні повідомлення</h3>
      {!messages.data ? null : messages.data.data.length === 0 ? (
        <p className="text-slate-700">Повідомлень ще не було.</p>
      ) : (
        <ul className="grid max-w-5xl gap-1 text-sm">
          {messages.data.data.map((m) => (
            <li key={m.id} className="border-b border-slate-200 py-1">
              {when(m.receivedAt)} · {m.peer} · {m.protocol.toUpperCase()} · {parseLabel[m.parseState]}
              {m.parseState === 'ok' && <> · нових результатів: {m.resultCount}</>}
              {m.error && <span className="text-red-700"> · {m.error}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-lg font-semibold">Незіставлені результати</h3>
      {!unmatched.data ? null : unmatched.data.data.length === 0 ? (
        <p className="text-slate-700">Усі результати зіставлено.</p>
      ) : (
        <table className="w-full max-w-5xl border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th className="py-2 pr-3 font-medium">Штрихкод</th>
              <th className="py-2 pr-3 font-medium">Код</th>
              <th className="py-2 pr-3 font-medium">Значення</th>
              <th className="py-2 pr-3 font-medium">Виміряно</th>
              <th className="py-2 font-medium">Причина</th>
            </tr>
          </thead>
          <tbody>
            {unmatched.data.data.map((r) => (
              <tr key={r.id} className="border-b border-slate-200">
                <td className="py-1 pr-3">{r.sampleId || '—'}</td>
                <td className="py-1 pr-3">{r.analyzerCode}</td>
                <td className="py-1 pr-3">
                  {r.value} {r.units} {r.flag && `(${r.flag})`}
                </td>
                <td className="py-1 pr-3">{when(r.measuredAt)}</td>
                <td className="py-1">{r.unmatchedText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
