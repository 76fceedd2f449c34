import { describe, expect, it } from 'vitest'
import { navRoutes } from '../navigation/nav-routes'
import { allResources, resourceByName } from './registry'
import { settingsRecords } from './settings-records'

describe('the settings records', () => {
  it('sit on routes of the navigation no resource takes, each with its own entity and path', () => {
    const paths = new Set(navRoutes.map((r) => r.path))
    const resourceRoutes = new Set(allResources().map((r) => r.route))
    for (const d of settingsRecords) {
      expect(paths.has(d.route), d.route).toBe(true)
      expect(resourceRoutes.has(d.route), d.route).toBe(false)
    }
    for (const key of ['name', 'entity', 'apiPath', 'route'] as const)
      expect(new Set(settingsRecords.map((d) => d[key])).size, key).toBe(settingsRecords.length)
  })

  it('draw every field, refer to registered resources, and start from valid defaults', () => {
    for (const d of settingsRecords) {
      expect(new Set(Object.keys(d.form)), d.name).toEqual(new Set(Object.keys(d.fields)))
      for (const [k, f] of Object.entries(d.form))
        if (f.ref) expect(resourceByName(f.ref), `${d.name}.${k}`).toBeDefined()
      expect(d.schemas.put.safeParse({ ...d.defaults, version: 0 }).success, d.name).toBe(true)
    }
  })

  it('refuses a save without its version or with a value out of range, in Ukrainian', () => {
    const task = settingsRecords.find((d) => d.name === 'task-general-setting')!
    expect(task.schemas.put.safeParse({ ...task.defaults }).success).toBe(false)
    const bad = task.schemas.put.safeParse({ ...task.defaults, defaultDeadlineDays: 0, version: 1 })
    expect(bad.error?.issues[0]?.message).toBe('Не менше 1 дня')
    const personal = settingsRecords.find((d) => d.name === 'personal-settings')!
    const wide = personal.schemas.put.safeParse({ ...personal.defaults, qrMarginTop: 51, version: 0 })
    expect(wide.error?.issues[0]?.message).toBe('«QR-код: відступ зверху, мм»: не більше 50 мм')
  })
})
