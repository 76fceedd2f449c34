import { describe, expect, it } from 'vitest'
import { permissionCatalogue, permissionNames } from './catalogue'
import { flipPermission, permissionRows, type PermissionRow } from './rows'

describe('the rights screen rows', () => {
  const cells = permissionRows.flatMap((g) =>
    g.rows.flatMap((r) => [r.see, r.change].filter((n) => n !== undefined).map((n) => ({ g, n }))),
  )

  it('show every permission once, in its own group', () => {
    expect(cells.map((c) => c.n).sort()).toEqual([...permissionNames].sort())
    for (const { g, n } of cells) expect(permissionCatalogue[n].group).toBe(g.group)
  })

  it('pair reading and changing of the same subject', () => {
    const clients = permissionRows.find((g) => g.group === 'clients')!.rows[0]
    expect(clients).toEqual({ subject: 'Клієнти', see: 'crmClientsSee', change: 'crmClientsEdit' })
    const reports = permissionRows.find((g) => g.group === 'reports')!.rows
    expect(reports.every((r) => r.see && !r.change)).toBe(true)
    const own = permissionRows.flatMap((g) => g.rows).find((r) => r.change === 'crmMcOrdersEditOwn')
    expect(own).toEqual({ subject: 'Редагування власних замовлень', change: 'crmMcOrdersEditOwn' })
  })
})

describe('flipping a switch', () => {
  const row: PermissionRow = { subject: 'Клієнти', see: 'crmClientsSee', change: 'crmClientsEdit' }

  it('turns reading on with changing, and changing off with reading', () => {
    expect([...flipPermission(new Set(), row, 'change', true)].sort()).toEqual([
      'crmClientsEdit',
      'crmClientsSee',
    ])
    expect([...flipPermission(new Set(['crmClientsSee', 'crmClientsEdit', 'x']), row, 'see', false)]).toEqual(
      ['x'],
    )
  })

  it('leaves the other switch alone otherwise', () => {
    expect([...flipPermission(new Set(['crmClientsSee', 'crmClientsEdit']), row, 'change', false)]).toEqual([
      'crmClientsSee',
    ])
    expect([...flipPermission(new Set(), row, 'see', true)]).toEqual(['crmClientsSee'])
  })
})
