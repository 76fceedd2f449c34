import { describe, expect, it } from 'vitest'
import { protocolMessages } from '../../../domain/protocols/protocol.schema'
import { calculate, compileTemplate, valueMessages } from '../../../domain/protocols/protocol-values'
import {
  checkDraft,
  draftOf,
  fieldKeys,
  fieldOfPath,
  indicatorTree,
  kyivDateTime,
  newerProtocol,
  normText,
  compiledOf,
  numberText,
  numberValue,
  sameDraft,
  serverProblems,
  visitAtOf,
  withTemplate,
  withValue,
  withoutSheet,
  type ProtocolDraft,
} from './protocol-model'
import { buildProtocol, indicator, vitals } from '../../shared/protocols/testing/build-protocol'

// 10:00 on Kyiv's clock, summer time (UTC+3).
const now = new Date('2026-06-15T07:00:00Z')

const calculated = (d: ProtocolDraft) =>
  d.sheets.map((s) => calculate(compileTemplate(s.indicators), s.values).values)

describe('a protocol opened for the first time', () => {
  it('is dated now on Kyiv’s clock and leaves the doctor to choose among several', () => {
    const d = draftOf(buildProtocol(), now)
    expect(d).toMatchObject({ visitDate: '2026-06-15', visitTime: '10:00', doctorId: null, sheets: [] })
  })

  it('takes the only doctor there is', () => {
    const p = buildProtocol({ choices: { ...buildProtocol().choices, doctors: [{ id: 4, name: 'Лі' }] } })
    expect(draftOf(p, now).doctorId).toBe(4)
  })

  it('keeps a saved protocol’s doctor, visit and values', () => {
    const p = buildProtocol({
      state: 'saved',
      version: 2,
      doctor: { id: 2, name: 'Бондар О. І.' },
      visitAt: '2026-01-10T09:30:00+02:00',
      sheets: [{ ...vitals, values: { weight: 70, height: 175, bmi: 22.9, note: 'скарг немає' } }],
    })
    const d = draftOf(p, now)
    expect(d).toMatchObject({ doctorId: 2, visitDate: '2026-01-10', visitTime: '09:30' })
    expect(d.sheets[0]?.values).toEqual({ weight: 70, height: 175, bmi: 22.9, note: 'скарг немає' })
  })
})

describe('the visit’s date and time', () => {
  it('become an instant with Kyiv’s offset of that day', () => {
    expect(visitAtOf('2026-06-15', '10:00')).toBe('2026-06-15T10:00:00+03:00')
    expect(visitAtOf('2026-01-15', '10:00')).toBe('2026-01-15T10:00:00+02:00')
  })

  it('are nothing while incomplete', () => {
    expect(visitAtOf(null, '10:00')).toBeNull()
    expect(visitAtOf('2026-06-15', '')).toBeNull()
  })

  it('read back on Kyiv’s clock', () => {
    expect(kyivDateTime('2026-06-15T07:00:00Z')).toBe('15.06.2026 10:00')
    expect(kyivDateTime(null)).toBe('')
  })
})

describe('templates', () => {
  it('are added once, with their default values, and removed', () => {
    const d = withTemplate(draftOf(buildProtocol(), now), vitals)
    expect(d.sheets[0]?.values).toEqual({ weight: null, height: null, bmi: null, note: 'без змін' })
    expect(withTemplate(d, vitals).sheets).toHaveLength(1)
    expect(withoutSheet(d, 3).sheets).toEqual([])
  })
})

describe('numbers typed', () => {
  it('take a decimal comma, and keep what is not a number for the check to name', () => {
    expect(numberValue('1,5')).toBe(1.5)
    expect(numberValue(' ')).toBeNull()
    expect(numberValue('1,5,6')).toBe('1,5,6')
    expect(numberText(1.5)).toBe('1,5')
    expect(numberText(null)).toBe('')
  })
})

describe('norms', () => {
  it('read with a decimal comma and the unit', () => {
    const n = (normMin: number | null, normMax: number | null) =>
      normText(indicator({ code: 'glu', widget: 'number', unit: 'ммоль/л', normMin, normMax }))
    expect(n(3.5, 5.5)).toBe('норма 3,5–5,5 ммоль/л')
    expect(n(3.5, null)).toBe('норма від 3,5 ммоль/л')
    expect(n(null, 5.5)).toBe('норма до 5,5 ммоль/л')
    expect(n(null, null)).toBeNull()
  })
})

describe('a sheet’s formulas', () => {
  it('are compiled once per template', () => {
    expect(compiledOf(vitals.indicators)).toBe(compiledOf(vitals.indicators))
  })
})

describe('indicators shown as a tree', () => {
  it('put children under their parent, in the template’s order', () => {
    const rows = [
      indicator({ code: 'b' }),
      indicator({ code: 'a1', parentCode: 'a' }),
      indicator({ code: 'a' }),
      indicator({ code: 'a1x', parentCode: 'a1' }),
      indicator({ code: 'orphan', parentCode: 'gone' }),
    ]
    expect(indicatorTree(rows).map((r) => `${r.indicator.code}:${r.depth}`)).toEqual([
      'b:0',
      'a:0',
      'a1:1',
      'a1x:2',
      'orphan:0',
    ])
  })

  it('still shows indicators whose parents form a loop', () => {
    const rows = [indicator({ code: 'x', parentCode: 'y' }), indicator({ code: 'y', parentCode: 'x' })]
    expect(indicatorTree(rows)).toHaveLength(2)
  })
})

describe('the save body', () => {
  const ready = () => {
    let d = withTemplate({ ...draftOf(buildProtocol(), now), doctorId: 1 }, vitals)
    d = withValue(d, 3, 'weight', 81)
    return withValue(d, 3, 'height', 180)
  }

  it('carries the version, the sheets with calculated values and the visit with its offset', () => {
    const d = ready()
    const check = checkDraft({ ...d, conclusion: '  Здоровий ' }, 0, calculated(d))
    expect(check).toEqual({
      ok: true,
      body: {
        version: 0,
        sheets: [{ templateId: 3, values: { weight: 81, height: 180, bmi: 25, note: 'без змін' } }],
        doctorId: 1,
        assistantId: null,
        visitAt: '2026-06-15T10:00:00+03:00',
        nextVisitDate: null,
        conclusion: 'Здоровий',
        comment: '',
      },
    })
  })

  it('is not sent without a doctor, a template, a whole visit time or a required value', () => {
    const d = { ...draftOf(buildProtocol(), now), visitTime: '' }
    const check = checkDraft(d, 0, [])
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.problems).toMatchObject({
      doctorId: protocolMessages.notADoctor,
      sheets: protocolMessages.noTemplate,
      visitAt: '«Дата і час прийому»: оберіть дату й час',
    })
    const noWeight = withValue(ready(), 3, 'weight', null)
    const values = checkDraft(noWeight, 0, calculated(noWeight))
    expect(values.ok ? {} : values.problems).toEqual({
      [fieldKeys.value(3, 'weight')]: valueMessages.required,
    })
  })

  it('names a number that is not one', () => {
    const d = withValue(ready(), 3, 'height', '1,8,0')
    const check = checkDraft(d, 0, calculated(d))
    expect(check.ok ? {} : check.problems).toEqual({
      [fieldKeys.value(3, 'height')]: valueMessages.notNumber,
    })
  })

  it('refuses a next visit before the visit', () => {
    const d = { ...ready(), nextVisitDate: '2026-06-01' }
    const check = checkDraft(d, 0, calculated(d))
    expect(check.ok ? {} : check.problems).toEqual({ nextVisitDate: protocolMessages.nextBeforeVisit })
  })
})

describe('the server’s field messages', () => {
  const d = withTemplate(draftOf(buildProtocol(), now), vitals)

  it('land on the indicator, the sheet or the field they name', () => {
    expect(fieldOfPath('sheets.0.values.weight', d)).toBe(fieldKeys.value(3, 'weight'))
    expect(fieldOfPath('sheets.0.templateId', d)).toBe(fieldKeys.sheet(3))
    expect(fieldOfPath('sheets', d)).toBe(fieldKeys.sheets)
    expect(fieldOfPath('doctor_id', d)).toBe('doctorId')
    expect(fieldOfPath('visitAt', d)).toBe('visitAt')
    expect(fieldOfPath('version', d)).toBeNull()
  })

  it('keep the first message of each field and list the rest apart', () => {
    expect(
      serverProblems({ 'sheets.0.values.weight': ['Введіть число', 'x'], version: ['Стара версія'] }, d),
    ).toEqual({ fields: { [fieldKeys.value(3, 'weight')]: 'Введіть число' }, other: ['Стара версія'] })
  })
})

describe('unsaved changes', () => {
  it('are seen whatever order the values were written in', () => {
    const d = withTemplate(draftOf(buildProtocol(), now), vitals)
    expect(sameDraft(d, withValue(d, 3, 'note', 'без змін'))).toBe(true)
    expect(sameDraft(d, withValue(d, 3, 'weight', 60))).toBe(false)
    expect(sameDraft(d, { ...d, comment: 'так' })).toBe(false)
  })
})

describe('the copy of the protocol shown', () => {
  const v2 = buildProtocol({ version: 2 })
  const v3 = buildProtocol({ version: 3 })

  it('is the newer version of the one read and the one our write answered', () => {
    expect(newerProtocol({ data: v2, fetchedAt: 5 }, { protocol: v3, at: 1 })).toBe(v3)
    expect(newerProtocol({ data: v3, fetchedAt: 1 }, { protocol: v2, at: 5 })).toBe(v3)
    expect(newerProtocol(undefined, { protocol: v2, at: 5 })).toBe(v2)
  })

  it('at the same version, is the one received later', () => {
    const deleted = buildProtocol({ version: 2, state: 'deleted' })
    expect(newerProtocol({ data: v2, fetchedAt: 5 }, { protocol: deleted, at: 9 })).toBe(deleted)
    expect(newerProtocol({ data: v2, fetchedAt: 9 }, { protocol: deleted, at: 5 })).toBe(v2)
  })
})
