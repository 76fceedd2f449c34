/**
 * Keeps the user's tasks current without a reload, on every screen (mounted once by the session's
 * background services): pulls the user's tasks into the device at sign-in, when the network comes back,
 * and whenever the realtime channel says a task of theirs changed or was assigned to them; the same
 * events update the avatar menu's count (taskToMe) and refetch the server lists shown. Task screens also
 * pull once when they open (useTasksPulledOnOpen).
 */
import { useCallback, useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { ProfileUser } from '../../../domain/auth/auth.schema'
import { api } from '../../lib/api/api'
import { useRealtimeEvent } from '../../lib/realtime/use-realtime'
import { writeCachedProfile } from '../../lib/session/profile-cache'
import { profileQueryKey } from '../../lib/session/session-provider'
import { useOffline } from '../../offline/react/offline-context'
import { useOutboxSummary } from '../../offline/react/use-outbox'
import { pullGetWith, pullTasks } from './task-pull'
import { taskQueryKeys } from './tasks.api'

const pullGet = pullGetWith((path, init) => api.request(path, init))

function usePull(): () => void {
  const { db } = useOffline()
  return useCallback(() => {
    pullTasks(db, pullGet).catch((e: unknown) => {
      // Offline or the server is away: the device's copy stays on screen; the next trigger tries again.
      console.warn('Tasks pull failed', e)
    })
  }, [db])
}

/** A task screen brings the device's copy up to date as it opens. */
export function useTasksPulledOnOpen(): void {
  const pull = usePull()
  useEffect(() => pull(), [pull])
}

export function useTaskSync(): void {
  const { db } = useOffline()
  const queryClient = useQueryClient()

  const pull = usePull()

  useEffect(() => {
    pull()
    const onOnline = () => pull()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [pull])

  // A write of this device reached the server (or left the queue): server lists and logs are stale.
  const waiting = useOutboxSummary(db)?.waiting
  const seen = useRef(waiting)
  useEffect(() => {
    if (waiting === undefined) return
    const before = seen.current
    seen.current = waiting
    if (before !== undefined && waiting < before)
      void queryClient.invalidateQueries({ queryKey: taskQueryKeys.all })
  }, [waiting, queryClient])

  const onTaskEvent = (taskToMe: number) => {
    queryClient.setQueryData<ProfileUser | undefined>(profileQueryKey, (user) => {
      if (!user || user.taskToMe === taskToMe) return user
      const next = { ...user, taskToMe }
      writeCachedProfile(next)
      return next
    })
    void queryClient.invalidateQueries({ queryKey: taskQueryKeys.all })
    pull()
  }
  useRealtimeEvent('taskAssigned', ({ taskToMe }) => {
    onTaskEvent(taskToMe)
    toast.info('Вам призначено нову задачу', { id: 'task-assigned' })
  })
  useRealtimeEvent('taskChanged', ({ taskToMe }) => onTaskEvent(taskToMe))
}
