/**
 * What runs in the background for the signed-in user (spec 000 §4, §7, §8): the realtime channel,
 * the system update alert, the system modules kept current, the activity tracker, and — for users who may see them — the tasks (count and
 * lists kept current) and the clients kept on the device for offline search. Renders nothing; the default layout mounts it
 * beside sonner's <Toaster position="top-right" />, which shows the alert.
 */
import { can } from '../../domain/permissions/check'
import { useActivityTracker } from '../features/activity/use-activity-tracker'
import { useClientsSync } from '../shared/patients/use-clients-sync'
import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeEvent } from '../lib/realtime/use-realtime'
import { profileQueryKey } from '../lib/session/session-provider'
import { useSystemUpdateAlert } from '../features/realtime/system-update-alert'
import { useSystemModulesKeptCurrent } from '../shared/system-modules'
import { useTaskSync } from '../features/tasks/use-task-sync'
import { useRealtimeConnection } from '../lib/realtime/use-realtime'
import { useSession } from '../lib/session/session-context'
import { allResources } from '../../domain/resources/registry'
import { usePulledResources } from '../ui/resource/use-resource'

export function SessionServices() {
  const { status, user } = useSession()
  if (status !== 'signed-in' || !user) return null
  // Keyed by user: another user signing in gets fresh services, never the previous user's activity.
  return (
    <>
      <SignedInServices key={user.id} userId={user.id} />
      <ResourcesKeptOnDevice key={`resources-${user.id}`} />
      {can(user.permissions, 'crmTasksSee') && <TaskSync key={`tasks-${user.id}`} />}
      {can(user.permissions, 'crmClientsSee') && <ClientsKeptOnDevice key={`clients-${user.id}`} />}
    </>
  )
}

/** The user's tasks on the device, their count and lists current (realtime, reconnect). */
function TaskSync() {
  useTaskSync()
  return null
}

/** The local copy of clients the patient search uses offline, loaded in the background from sign-in. */
function ClientsKeptOnDevice() {
  useClientsSync()
  return null
}

/** Every back-office dictionary the user may read, kept on the device from sign-in (readable offline). */
function ResourcesKeptOnDevice() {
  usePulledResources(allResources())
  return null
}

/** The user's rights changed on the rights screen: the profile is read again, menus and buttons follow. */
function useRightsFollow() {
  const queryClient = useQueryClient()
  useRealtimeEvent('rightsChanged', () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }))
}

function SignedInServices({ userId }: { userId: number }) {
  useRealtimeConnection()
  useRightsFollow()
  useSystemUpdateAlert()
  useSystemModulesKeptCurrent()
  useActivityTracker(userId)
  return null
}
