/**
 * The mapping of an analyzer's test codes to our tests (and, by code, to a test's indicator): what the
 * listener reads to file each result (domain notes B2 "keep a per-analyzer mapping table"). Saved whole
 * per analyzer, in one transaction (PUT …/analyzers/{id}/test-codes).
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { refId } from '../resources/resource-fields'

export const analyzerTestCodeMessages = {
  code: 'Вкажіть код тесту аналізатора',
  codeTwice: 'Цей код аналізатора вже є у списку',
  unknownTest: 'Такого аналізу немає: оберіть аналіз зі списку',
  unknownIndicator: 'У цього аналізу немає показника з таким кодом',
  failed: 'Відповідність кодів не збережено',
  saved: 'Відповідність кодів збережено',
} as const
const m = analyzerTestCodeMessages

/** One row as the editor sends it. */
export const analyzerTestCodeInputSchema = z
  .object({
    code: text()
      .trim()
      .min(1, { error: m.code, abort: true })
      .max(64, '«Код аналізатора»: не довше 64 символів'),
    mcTestId: refId('Аналіз'),
    indicatorCode: text().trim().max(64, '«Показник»: не довше 64 символів').nullable().optional(),
  })
  .strict()
export type AnalyzerTestCodeInput = z.infer<typeof analyzerTestCodeInputSchema>

export const analyzerTestCodesPutSchema = z
  .object({ data: z.array(analyzerTestCodeInputSchema).max(1000, 'Не більше 1000 кодів') })
  .strict()
  .meta({ id: 'AnalyzerTestCodesPut' })
export type AnalyzerTestCodesPut = z.infer<typeof analyzerTestCodesPutSchema>

export const analyzerTestCodeSchema = z.object({
  id: int4(),
  code: text(),
  mcTestId: int4(),
  indicatorCode: text().nullable(),
})
export type AnalyzerTestCode = z.infer<typeof analyzerTestCodeSchema>

export const analyzerTestCodesSchema = z
  .object({ data: z.array(analyzerTestCodeSchema) })
  .meta({ id: 'AnalyzerTestCodes' })

/** Index → message for codes given twice (trimmed, case-insensitive: analyzers send upper case). */
export function duplicateCodes(rows: readonly { code: string }[]): Map<number, string> {
  const seen = new Set<string>()
  const out = new Map<number, string>()
  rows.forEach((r, i) => {
    const k = r.code.trim().toUpperCase()
    if (k && seen.has(k)) out.set(i, m.codeTwice)
    seen.add(k)
  })
  return out
}
