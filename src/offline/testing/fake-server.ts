/**
 * Test double of the API for the outbox: personal settings with versions, idempotency keys with stored
 * answers, the push batch, and scripted faults (a request lost on the way, an answer lost after the
 * server acted, any error answer). Counts what it applied, so tests can prove "once".
 */
import { ApiError } from '../../lib/api/api-error'
import type { PersonalSettings } from '../../../domain/settings/personal-settings.schema'
import type { PushItem, PushResult } from '../../../domain/sync/sync.schema'
import type { RequestFn } from '../transport'

export type Fault =
  'drop-request' | 'drop-answer' | { status: number; body?: unknown; retryAfterSeconds?: number }

export interface SentRecord {
  path: string
  method: string
  headers: Record<string, string>
  body: unknown
}

const network = () => new ApiError({ status: 0, code: 'network', message: 'offline' })
const fail = (status: number, body: Record<string, unknown> = {}) =>
  new ApiError({ status, code: 'x', message: 'Помилка', ...body })

export function fakeServer(initial: Partial<PersonalSettings> = {}) {
  let settings: PersonalSettings = {
    cityId: null,
    filialId: null,
    language: 'ua',
    barcodeMarginTop: 0,
    barcodeMarginLeft: 0,
    qrMarginTop: 0,
    qrMarginLeft: 0,
    labelPrinterType: 'zpl',
    labelPrinterHost: null,
    labelPrinterPort: 9100,
    version: 0,
    updatedAt: null,
    ...initial,
  }
  const stored = new Map<string, unknown>()
  const faults: Fault[] = []
  const sent: SentRecord[] = []
  const state = { applied: 0, replayed: 0 }

  function run(key: string, method: string, path: string, body: unknown): unknown {
    if (stored.has(key)) {
      state.replayed++
      return stored.get(key)
    }
    if (method !== 'PUT' || path !== '/api/v2/personal-settings') throw fail(404, { code: 'not_found' })
    const put = body as PersonalSettings
    if (put.version !== settings.version)
      throw fail(409, {
        code: 'version_conflict',
        message: 'Запис уже змінив інший користувач',
        current: settings,
      })
    settings = { ...put, version: settings.version + 1, updatedAt: new Date(0).toISOString() }
    state.applied++
    stored.set(key, settings)
    return settings
  }

  function push(items: PushItem[]): { results: PushResult[] } {
    const failed = new Set<string>()
    const results = items.map((i): PushResult => {
      const entity = i.entity ?? i.path
      if (failed.has(entity) || (i.dependsOn ?? []).some((d) => failed.has(d))) {
        failed.add(entity).add(i.id)
        return { id: i.id, status: 424, body: { code: 'dependency_failed', message: '' }, replayed: false }
      }
      try {
        const replay = stored.has(i.id)
        return { id: i.id, status: 200, body: run(i.id, i.method, i.path, i.body), replayed: replay }
      } catch (e) {
        failed.add(entity).add(i.id)
        const err = e as ApiError
        return {
          id: i.id,
          status: err.status,
          body: { message: err.message, code: err.code, current: err.current },
          replayed: false,
        }
      }
    })
    return { results }
  }

  const request: RequestFn = async (path, init) => {
    sent.push({ path, method: init.method, headers: init.headers, body: init.body })
    const fault = faults.shift()
    if (fault === 'drop-request') throw network()
    if (typeof fault === 'object')
      throw fail(fault.status, { retryAfterSeconds: fault.retryAfterSeconds, ...(fault.body as object) })
    const key = init.headers['Idempotency-Key'] ?? ''
    const answer =
      path === '/api/v2/sync/push'
        ? push((init.body as { items: PushItem[] }).items)
        : run(key, init.method, path, init.body)
    if (fault === 'drop-answer') throw network()
    return answer
  }

  return {
    request,
    sent,
    state,
    fault: (...f: Fault[]) => void faults.push(...f),
    get settings() {
      return settings
    },
  }
}
