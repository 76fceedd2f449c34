/** A conflict side by side: my unsent edit and the server's current record, in the user's words. */
import { describeRecord, type Names } from '../entities/describe'
import { adapterFor } from '../entity-adapters'
import type { OutboxItem } from '../outbox-types'

function Column({ title, lines }: { title: string; lines: Array<{ label: string; value: string }> }) {
  return (
    <section className="grid content-start gap-1 rounded-md border border-slate-200 bg-white p-3">
      <h4 className="font-medium text-slate-900">{title}</h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {lines.map((l, i) => (
          <div key={i} className="contents">
            <dt className="text-slate-600">{l.label}</dt>
            <dd className="text-slate-900">{l.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function ConflictView({ item, names }: { item: OutboxItem; names?: Names | undefined }) {
  const server = adapterFor(item.entity.type)?.fromCurrent(item.conflictCurrent) ?? item.conflictCurrent
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="conflict-view">
      <Column title="Мої зміни" lines={describeRecord(item.entity.type, item.local ?? item.body, names)} />
      <Column title="Зараз на сервері" lines={describeRecord(item.entity.type, server, names)} />
    </div>
  )
}
