/**
 * Base cities (spec 001 §5): a city marked base must have at least one filial, appear in a contractor
 * and have an active test price list; otherwise the settings warn that the city is not chosen there.
 * The server checks (GET /settings/base-cities/warnings); the cities-filial page shows the answer.
 */
import { z } from 'zod'
import { id, text } from '../api/scalars'

export const baseCityWarnings = {
  noFilial: 'Місто не обрано в жодному філіалі',
  noContractor: 'Місто не обрано в жодному контрагенті',
  noTestPriceList: 'Місто не обрано в жодному активному прайс-листі аналізів',
} as const
export type BaseCityWarningCode = keyof typeof baseCityWarnings

export const baseCityCheckSchema = z
  .object({
    id: id(),
    name: text(),
    /** What the city lacks, in the order of the spec's rule; empty when it has everything. */
    warnings: z.array(
      z.object({ code: z.enum(['noFilial', 'noContractor', 'noTestPriceList']), message: text() }),
    ),
  })
  .meta({ id: 'BaseCityCheck' })
export type BaseCityCheck = z.infer<typeof baseCityCheckSchema>

export const baseCitiesResponseSchema = z
  .object({ data: z.array(baseCityCheckSchema) })
  .meta({ id: 'BaseCitiesWarnings' })
export type BaseCitiesResponse = z.infer<typeof baseCitiesResponseSchema>
