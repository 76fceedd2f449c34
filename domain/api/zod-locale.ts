/** Ukrainian messages for every zod validation, on the server and in the PWA alike. */
import { z } from 'zod'

z.config(z.locales.uk())

/** Ukrainian message for a field the payload must not carry. */
export const unknownFieldMessage = 'Невідоме поле'
