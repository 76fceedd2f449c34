/** Live reads of the tasks on this device (they change with pulls, the outbox and other tabs). */
import { useLiveQuery } from 'dexie-react-hooks'
import { useOffline } from '../../offline/react/offline-context'
import { readLocalTask, readLocalTasks, type LocalTask } from './task-store'

/** Every task on the device; undefined while the first read runs. */
export function useLocalTasks(): LocalTask[] | undefined {
  const { db } = useOffline()
  return useLiveQuery(() => readLocalTasks(db), [db])
}

/** One task by id or uuid; null while reading, undefined when the device does not hold it. */
export function useLocalTask(idOrUuid: string): LocalTask | undefined | null {
  const { db } = useOffline()
  return useLiveQuery(() => readLocalTask(db, idOrUuid), [db, idOrUuid], null)
}
