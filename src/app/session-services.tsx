/**
 * What runs in the background for the signed-in user (spec 000 §4, §7, §8): the realtime channel,
 * the system update alert and the activity tracker. Renders nothing; the default layout mounts it
 * beside sonner's <Toaster position="top-right" />, which shows the alert.
 */
import { useActivityTracker } from '../features/activity/use-activity-tracker'
import { useSystemUpdateAlert } from '../features/realtime/system-update-alert'
import { useRealtimeConnection } from '../lib/realtime/use-realtime'
import { useSession } from '../lib/session/session-context'

export function SessionServices() {
  const { status, user } = useSession()
  if (status !== 'signed-in' || !user) return null
  // Keyed by user: another user signing in gets fresh services, never the previous user's activity.
  return <SignedInServices key={user.id} userId={user.id} />
}

function SignedInServices({ userId }: { userId: number }) {
  useRealtimeConnection()
  useSystemUpdateAlert()
  useActivityTracker(userId)
  return null
}
