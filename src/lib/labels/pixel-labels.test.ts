import { describe, expect, it } from 'vitest'
import type { LabelSheet, TubeLabel } from '../../../domain/laboratory/tube-label'
import { labelSvg, labelsDocument } from './pixel-labels'

const label: TubeLabel = {
  tubeId: 3,
  barcode: '0000123456',
  patient: 'Ґонта <Їжак>',
  birthDate: '05.03.1987',
  orderCode: 'A-1',
  containerName: 'ЕДТА',
}
const sheet: LabelSheet = { widthMm: 58, heightMm: 30, copies: 2, marginTopMm: 1, marginLeftMm: 4 }

describe('pixel labels', () => {
  it('draws the barcode and the text, in mm, with the patient’s name escaped', () => {
    const svg = labelSvg(label, sheet)
    expect(svg).toContain('width="58mm" height="30mm"')
    expect(svg).toContain('Ґонта &lt;Їжак&gt;')
    expect(svg).toContain('ДН 05.03.1987')
    // The barcode sits at the layout's place moved by the margins (3 mm + 4 mm left, 1.5 mm + 1 mm down).
    expect(svg).toMatch(/<svg x="7" y="2.5" width="[\d.]+" height="[\d.]+"/)
    expect(svg).toMatch(/<path/)
  })
  it('prints one page per label and copy, the page the label’s size', () => {
    const doc = labelsDocument([label, { ...label, tubeId: 4 }], sheet)
    expect(doc).toContain('@page { size: 58mm 30mm; margin: 0 }')
    expect(doc.match(/class="label"/g)).toHaveLength(4)
  })
})
