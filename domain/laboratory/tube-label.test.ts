import { describe, expect, it } from 'vitest'
import type { OrderTubes } from './lab-tubes.schema'
import {
  labelDate,
  labelLayout,
  labelLines,
  labelPatientName,
  labelPrintBodySchema,
  mmToDots,
  tubeLabels,
} from './tube-label'

const tube = (id: number, barcode: string, container: string) =>
  ({ id, barcode, container: { id: 1, name: container } }) as OrderTubes['tubes'][number]
const order = {
  order: { id: 9, code: 'A-0042', clientName: 'Шевченко Тарас Григорович', clientBirthday: '1987-03-05' },
  tubes: [tube(1, '0000000001', 'ЕДТА'), tube(2, '0000000002', 'Сироватка')],
} as OrderTubes

describe('tube label', () => {
  it('holds surname and name, the birth date as DD.MM.YYYY, the order code and the container', () => {
    expect(tubeLabels(order)).toEqual([
      {
        tubeId: 1,
        barcode: '0000000001',
        patient: 'Шевченко Тарас',
        birthDate: '05.03.1987',
        orderCode: 'A-0042',
        containerName: 'ЕДТА',
      },
      expect.objectContaining({ tubeId: 2, containerName: 'Сироватка' }),
    ])
  })
  it('picks the tubes asked for', () => {
    expect(tubeLabels(order, [2]).map((l) => l.tubeId)).toEqual([2])
  })
  it('says when the patient or the birth date is missing', () => {
    expect(labelPatientName(null)).toBe('')
    expect(labelDate(null)).toBe('')
    expect(labelDate('1987-3-5')).toBe('')
    const [l] = tubeLabels({ ...order, order: { ...order.order, clientName: null, clientBirthday: null } })
    expect(labelLines(l!)).toEqual(['Пацієнт не вказаний', '№ A-0042', 'ЕДТА'])
  })
  it('lays out a 58×30 mm label: barcode, its digits and three lines, all on the paper', () => {
    const sheet = { widthMm: 58, heightMm: 30, copies: 1, marginTopMm: 0, marginLeftMm: 0 }
    const l = labelLayout(sheet)
    expect(l.caption.y).toBeGreaterThan(l.barcode.y + l.barcode.height)
    expect(l.text.y).toBeGreaterThan(l.caption.y + l.caption.size)
    expect(l.text.y + 3 * l.text.lineHeight).toBeLessThanOrEqual(30)
    expect(l.text.x + l.text.width).toBeLessThanOrEqual(58)
    const moved = labelLayout({ ...sheet, marginLeftMm: 4, marginTopMm: 1 })
    expect(moved.barcode.x - l.barcode.x).toBe(4)
    expect(moved.barcode.y - l.barcode.y).toBe(1)
  })
  it('counts 8 dots per mm at 203 dpi and 12 at 300 dpi', () => {
    expect(mmToDots(58, 203)).toBe(464)
    expect(mmToDots(25, 300)).toBe(295)
  })
  it('prints at most 200 labels at once, each tube once', () => {
    expect(labelPrintBodySchema.safeParse({}).success).toBe(true)
    expect(labelPrintBodySchema.safeParse({ tubeIds: [1, 1] }).success).toBe(false)
    expect(
      labelPrintBodySchema.safeParse({ tubeIds: Array.from({ length: 201 }, (_, i) => i + 1) }).success,
    ).toBe(false)
  })
})
