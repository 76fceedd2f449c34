import { describe, expect, it } from 'vitest'
import { protocolTemplates } from '../../../domain/protocols/protocol-templates.resource'
import { calculateAll, checkFormula, formulaOrder, type Formula } from '../../../domain/protocols/formula'
import { demoTherapistTemplate } from './protocol-dictionaries'

describe('the demo therapist template', () => {
  it('keeps the template rules, so an administrator can open and save it as it is', () => {
    const r = protocolTemplates.schemas.create.safeParse({
      uuid: '7f1c2b8e-3f4a-4c1d-9e2b-5a6b7c8d9e0f',
      name: 'Огляд терапевта',
      pageFormat: 'A4',
      indicators: demoTherapistTemplate,
    })
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true)
  })

  it('calculates BMI and mean arterial pressure from what the doctor types', () => {
    const numeric = new Set(demoTherapistTemplate.filter((i) => i.widget === 'number').map((i) => i.code))
    const formulas = new Map<string, Formula>()
    for (const i of demoTherapistTemplate) {
      if (!i.formula) continue
      const c = checkFormula(i.formula, new Set([...numeric].filter((x) => x !== i.code)))
      if (!c.ok) throw new Error(c.detail)
      formulas.set(i.code, c.formula)
    }
    const order = formulaOrder(new Map([...formulas].map(([k, f]) => [k, f.refs])))
    if (!order.ok) throw new Error(order.cycle.join())
    const { values } = calculateAll(
      formulas,
      order.order,
      new Map([
        ['weight', 82.5],
        ['height', 1.76],
        ['sys', 128],
        ['dia', 82],
      ]),
    )
    expect(values.get('bmi')).toBe(26.6)
    expect(values.get('map')).toBe(97)
  })
})
