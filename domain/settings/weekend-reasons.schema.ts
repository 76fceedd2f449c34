/**
 * Weekend reasons (spec 001 §7): why a cabinet or a doctor does not work on a day. The PUT takes the
 * whole list and answers the list: new items are created (client uuid), changed names are saved
 * against their version, reasons missing from the list are deleted.
 */
import { z } from 'zod'
import { int4, text } from '../api/scalars'

export const WEEKEND_REASON_NAME_MAX = 255
export const WEEKEND_REASONS_MAX = 500

export const weekendReasonSchema = z
  .object({ id: int4(), uuid: text(), name: text(), version: int4() })
  .meta({ id: 'WeekendReason' })
export type WeekendReason = z.infer<typeof weekendReasonSchema>

export const weekendReasonsResponseSchema = z
  .object({ data: z.array(weekendReasonSchema) })
  .meta({ id: 'WeekendReasonsResponse' })
export type WeekendReasonsResponse = z.infer<typeof weekendReasonsResponseSchema>

export const weekendReasonInputSchema = z
  .object({
    /** Absent for a reason created on this device. */
    id: int4().positive().max(2_147_483_647).optional(),
    uuid: z.uuid(),
    name: text()
      .trim()
      .min(1, "Назва обов'язкова")
      .max(WEEKEND_REASON_NAME_MAX, `Не довше ${WEEKEND_REASON_NAME_MAX} символів`),
    /** The version the edit is based on; required when an existing reason is renamed. */
    version: int4().min(1).max(2_147_483_647).optional(),
  })
  .strict()
export type WeekendReasonInput = z.infer<typeof weekendReasonInputSchema>

export const weekendReasonsMessages = {
  not_unique: 'Не всі причини унікальні',
  version_required: 'Вкажіть версію запису, яку ви змінюєте',
  id_uuid_mismatch: 'Ідентифікатор не відповідає uuid запису',
} as const

/** Names are compared trimmed and case-insensitively. */
export const reasonNameKey = (name: string): string => name.trim().toLocaleLowerCase('uk')

export const weekendReasonsPutSchema = z
  .object({ data: z.array(weekendReasonInputSchema).max(WEEKEND_REASONS_MAX) })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Map<string, number>()
    v.data.forEach((r, i) => {
      const k = reasonNameKey(r.name)
      if (seen.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['data', i, 'name'],
          message: weekendReasonsMessages.not_unique,
        })
      else seen.set(k, i)
    })
    const uuids = new Set<string>()
    v.data.forEach((r, i) => {
      if (uuids.has(r.uuid))
        ctx.addIssue({ code: 'custom', path: ['data', i, 'uuid'], message: 'Повторний uuid' })
      uuids.add(r.uuid)
    })
  })

export type WeekendReasonsPut = z.infer<typeof weekendReasonsPutSchema>
