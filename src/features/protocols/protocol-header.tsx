/** What a protocol is about and where it stands: subject, patient, order, state, who saved and approved it. */
import { memo } from 'react'
import { Link } from 'react-router'
import {
  protocolStateLabels,
  type Protocol,
  type ProtocolState,
} from '../../../domain/protocols/protocol.schema'
import { cn } from '../../lib/cn'
import { formatDate } from '../../lib/format/date'
import { kyivDateTime } from './protocol-model'

const stateClasses: Record<ProtocolState, string> = {
  requested: 'bg-slate-200 text-slate-800',
  saved: 'bg-blue-600 text-white',
  approved: 'bg-green-700 text-white',
  deleted: 'bg-red-600 text-white',
}

export function ProtocolStateBadge({ state }: { state: ProtocolState }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', stateClasses[state])}
    >
      {protocolStateLabels[state]}
    </span>
  )
}

const link = 'text-brand-800 underline-offset-2 hover:underline'

// Memoized: the protocol as read stays the same object while the doctor types (it formats Kyiv dates).
export const ProtocolHeader = memo(function ProtocolHeader({ protocol: p }: { protocol: Protocol }) {
  const subject = p.subject.type === 'test' ? 'Аналіз' : 'Послуга'
  const who = p.patient ?? 'Пацієнта не вказано'
  const rows: Array<[string, React.ReactNode]> = [
    [
      'Пацієнт',
      p.clientId !== null ? (
        <Link to={`/clients/profile/${p.clientId}`} className={link}>
          {who}
        </Link>
      ) : (
        who
      ),
    ],
  ]
  if (p.birthday) rows.push(['Дата народження', formatDate(p.birthday)])
  rows.push([
    'Замовлення',
    <Link key="order" to={`/mc-cart/${p.orderId}`} className={link}>
      {p.orderCode}
    </Link>,
  ])
  rows.push(['Стан', <ProtocolStateBadge key="state" state={p.state} />])
  if (p.savedAt) rows.push(['Збережено', [p.savedBy, kyivDateTime(p.savedAt)].filter(Boolean).join(', ')])
  if (p.approvedAt)
    rows.push([
      'Затверджено',
      [p.autoApproved ? 'автоматично' : p.approvedBy, kyivDateTime(p.approvedAt)].filter(Boolean).join(', '),
    ])
  if (p.autoApproveAt && p.state === 'saved') rows.push(['Автозатвердження', kyivDateTime(p.autoApproveAt)])
  if (p.deletedAt) rows.push(['Видалено', kyivDateTime(p.deletedAt)])
  if (p.deleteReason) rows.push(['Причина видалення', p.deleteReason])

  return (
    <header className="grid gap-2">
      <h1 className="text-2xl font-semibold text-slate-900">Протокол</h1>
      <p className="text-lg text-slate-800">
        {subject}: <span className="font-medium">{p.subject.name}</span>
        {p.subject.packageName && <span className="text-slate-700"> (пакет «{p.subject.packageName}»)</span>}
      </p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr_max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  )
})
