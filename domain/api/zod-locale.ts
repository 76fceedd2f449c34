/** Ukrainian messages for every zod validation, on the server and in the PWA alike. */
import { z } from 'zod'
import { readableIssue } from './zod-messages'

// The locale stays underneath for anything readableIssue leaves out; a schema's own message wins over both.
z.config(z.locales.uk())
z.config({ customError: readableIssue })

/** Ukrainian message for a field the payload must not carry. */
export const unknownFieldMessage = 'Невідоме поле'
