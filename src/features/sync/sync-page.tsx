/**
 * /sync: every change this user made on this device that the server has not confirmed (and those
 * it confirmed in the last day), in words the user knows, with its state, the server's messages and
 * the actions: send again, open the record to fix it, discard, and resolve conflicts.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { EVICTION } from '../../offline/guard-rails'
import { retryAllNow } from '../../offline/outbox'
import { blockedReason } from '../../offline/outbox-plan'
import { useOffline } from '../../offline/react/offline-context'
import { useOnline, useOutboxItems } from '../../offline/react/use-outbox'
import { Button } from '../../ui/button'
import { PageLoader } from '../../ui/page-loader'
import { OutboxItemCard } from './outbox-item-card'
import { StoragePanel } from './storage-panel'
import { useSettingsNamesForSync } from './use-names'

export function SyncPage() {
  const { db, outbox } = useOffline()
  const items = useOutboxItems(db)
  const online = useOnline()
  const names = useSettingsNamesForSync()
  const eviction = useLiveQuery(() => db.syncState.get(EVICTION), [db])
  if (!items) return <PageLoader />
  const open = items.filter((i) => i.status !== 'done')
  const done = items
    .filter((i) => i.status === 'done')
    .reverse()
    .slice(0, 50)

  return (
    <section className="grid max-w-4xl gap-5">
      <h1 className="text-2xl font-semibold text-slate-900">Синхронізація</h1>
      {eviction && (
        <div role="alert" className="grid gap-2 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p>
            Браузер очистив дані цього пристрою (ймовірно, через нестачу місця). Зміни, які не встигли
            потрапити на сервер до очищення, втрачено; довідники завантажено знову.
          </p>
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => void db.syncState.delete(EVICTION)}
          >
            Зрозуміло
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-700">
          {open.length === 0 ? 'Усі зміни надіслано на сервер.' : `Не надіслано: ${open.length}.`}
          {!online && ' Немає мережі — зміни надійдуть, щойно вона з’явиться.'}
        </p>
        {open.length > 0 && (
          <Button variant="secondary" onClick={() => void retryAllNow(db).then(outbox.kick)}>
            Надіслати зараз
          </Button>
        )}
      </div>
      <ul className="grid gap-3" aria-label="Ненадіслані зміни">
        {open.map((item) => (
          <OutboxItemCard
            key={item.id}
            db={db}
            item={item}
            blocked={blockedReason(item, items)}
            names={names}
            onChanged={outbox.kick}
          />
        ))}
      </ul>
      {done.length > 0 && (
        <details className="grid gap-2">
          <summary className="min-h-11 cursor-pointer content-center text-slate-700">
            Надіслані за добу ({done.length})
          </summary>
          <ul className="grid gap-2">
            {done.map((item) => (
              <OutboxItemCard
                key={item.id}
                db={db}
                item={item}
                blocked={undefined}
                names={names}
                onChanged={outbox.kick}
              />
            ))}
          </ul>
        </details>
      )}
      <StoragePanel db={db} />
    </section>
  )
}
