/**
 * The key/value option every reference set is a list of. A module of its own so that a screen that
 * only reads option lists does not evaluate the whole /current-state contract (and the insurance and
 * client schemas it builds on) as it starts.
 */
import { z } from 'zod'
import { text } from '../api/scalars'

export const optionSchema = z
  .looseObject({ key: z.union([text(), z.number()]), value: text() })
  .meta({ id: 'Option' })
export type Option = z.infer<typeof optionSchema>
