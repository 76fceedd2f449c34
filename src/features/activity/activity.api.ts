/** The user activity calls of spec 000 §7: start (POST) and end (PATCH), times in unix seconds. */
import { userActivitySchema, userActivityStartedSchema } from '../../../domain/activity/user-activity.schema'
import type { ApiClient } from '../../lib/api/api-client'

export async function startUserActivity(client: ApiClient, startTime: number): Promise<number> {
  const answer = await client.request('/api/v2/user-activities', {
    method: 'POST',
    body: { startTime },
    schema: userActivityStartedSchema,
  })
  return answer.id
}

export async function endUserActivity(client: ApiClient, id: number, endTime: number): Promise<void> {
  await client.request(`/api/v2/user-activities/${id}`, {
    method: 'PATCH',
    body: { endTime },
    schema: userActivitySchema,
  })
}
