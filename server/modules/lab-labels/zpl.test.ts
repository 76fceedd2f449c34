import { describe, expect, it } from 'vitest'
import type { LabelSheet, TubeLabel } from '../../../domain/laboratory/tube-label'
import { decodeBarcode, renderZpl } from '../../../tests/support/zpl-render'
import { code128Field, labelZpl, plainTextZpl } from './zpl'

const label: TubeLabel = {
  tubeId: 1,
  barcode: '0000123456',
  patient: 'Ґонтаренко Їжак',
  birthDate: '05.03.1987',
  orderCode: 'A-0042',
  containerName: 'Пробірка ЕДТА (фіолетова)',
}
const sheet: LabelSheet = { widthMm: 58, heightMm: 30, copies: 1, marginTopMm: 0, marginLeftMm: 0 }

describe('code 128 field', () => {
  it('starts subset C for an even run of digits', () => {
    expect(code128Field('0000123456')).toEqual({ mode: 'N', data: '>;0000123456' })
  })
  it('keeps the last of an odd run of digits in subset B', () => {
    expect(code128Field('12345')).toEqual({ mode: 'N', data: '>;1234>65' })
  })
  it('leaves letters to the automatic mode', () => {
    expect(code128Field('KV00001234')).toEqual({ mode: 'A', data: 'KV00001234' })
  })
})

describe('tube label ZPL', () => {
  it('prints a barcode a scanner reads as the tube’s, and the Cyrillic text as a graphic', () => {
    const zpl = labelZpl(label, sheet)
    expect(zpl).toMatch(/^\^XA[\s\S]*\^XZ$/)
    expect(zpl).toContain('^PW464')
    expect(zpl).toContain('^LL240')
    // No Cyrillic travels as text: it would print "?" with font 0.
    expect(zpl).not.toMatch(/[А-Яа-яҐЄІЇґєії]/)
    const printed = renderZpl(zpl)
    expect(decodeBarcode(printed)).toBe(label.barcode)
    expect(printed.graphics).toHaveLength(1)
    expect(printed.graphics[0]!.black).toBeGreaterThan(500)
    // Everything is on the paper.
    const g = printed.graphics[0]!
    expect(g.x + g.width).toBeLessThanOrEqual(464)
    expect(g.y + g.height).toBeLessThanOrEqual(240)
  })

  it('moves the label home by the user’s barcode margins', () => {
    const moved = renderZpl(labelZpl(label, { ...sheet, marginLeftMm: 5, marginTopMm: 2.5 }))
    const plain = renderZpl(labelZpl(label, sheet))
    expect(moved.barcodes[0]!.x - plain.barcodes[0]!.x).toBe(40)
    expect(moved.barcodes[0]!.y - plain.barcodes[0]!.y).toBe(20)
    expect(decodeBarcode(moved)).toBe(label.barcode)
  })

  it('reads a barcode with letters and an odd run of digits', () => {
    for (const barcode of ['KV00001234', '123456789'])
      expect(decodeBarcode(renderZpl(labelZpl({ ...label, barcode }, sheet)))).toBe(barcode)
  })

  it('packs digits: subset C is narrower than the same digits in subset B', () => {
    const c = renderZpl(labelZpl(label, sheet)).barcodes[0]!.width
    const b = renderZpl(labelZpl({ ...label, barcode: 'A000123456' }, sheet)).barcodes[0]!.width
    expect(c).toBeLessThan(b)
  })

  it('prints the copies the barcode settings ask for', () => {
    expect(labelZpl(label, { ...sheet, copies: 3 })).toContain('^PQ3')
  })

  it('the baseline keeps its text as ^CI28 fields', () => {
    expect(plainTextZpl(label, sheet)).toContain('^FDҐонтаренко Їжак^FS')
  })
})
