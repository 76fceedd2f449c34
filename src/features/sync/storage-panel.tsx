/** The device's storage on the sync screen: persistent or not (the browser's answer) and the quota in use. */
import { useEffect, useState } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import type { OfflineDb } from '../../offline/db'
import { PERSISTENCE, type PersistenceState } from '../../offline/guard-rails'

const mb = (bytes: number | undefined) =>
  bytes === undefined
    ? '—'
    : `${(bytes / 1_048_576).toLocaleString('uk-UA', { maximumFractionDigits: 1 })} МБ`

export function StoragePanel({ db }: { db: OfflineDb }) {
  const asked = useLiveQuery(() => db.syncState.get(PERSISTENCE), [db])?.value as PersistenceState | undefined
  const [persisted, setPersisted] = useState<boolean | null>(null)
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null)

  useEffect(() => {
    const storage = navigator.storage as StorageManager | undefined
    void storage?.persisted?.().then(setPersisted)
    void storage?.estimate?.().then(setEstimate)
  }, [asked])

  const state = persisted ?? asked?.granted
  return (
    <section
      className="grid gap-1 rounded-md border border-slate-200 bg-white p-4 text-sm"
      aria-label="Сховище пристрою"
    >
      <h2 className="text-base font-semibold text-slate-900">Сховище пристрою</h2>
      <p data-testid="storage-persistence">
        Постійне сховище:{' '}
        {state === undefined || state === null
          ? 'ще не запитано'
          : state
            ? 'надано — браузер не видалятиме дані без вашого дозволу'
            : 'не надано — за нестачі місця браузер може очистити дані'}
      </p>
      <p data-testid="storage-quota">
        Використано {mb(estimate?.usage)} з {mb(estimate?.quota)}
      </p>
    </section>
  )
}
