/**
 * The typed fields of a page whose session ended, kept in this tab's sessionStorage (it goes when the
 * tab closes) for the same user and the same address, for at most 12 hours. A deliberate sign-out
 * forgets them: what a user leaves behind on purpose must not wait for the next person.
 */
import { z } from 'zod'
import type { TypedField } from './typed-fields'

const KEY = 'clinic-office.kept-draft'
const MAX_AGE_MS = 12 * 60 * 60 * 1000

const keptDraftSchema = z.object({
  userId: z.number(),
  path: z.string(),
  savedAt: z.number(),
  fields: z.array(
    z.object({
      key: z.string(),
      index: z.number(),
      kind: z.enum(['text', 'checked', 'select']),
      value: z.string(),
      checked: z.boolean().optional(),
    }),
  ),
})
export type KeptDraft = z.infer<typeof keptDraftSchema>

export function keepDraft(draft: KeptDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft))
  } catch {
    // A full or disabled storage: nothing can be kept, the sign-in still goes on.
  }
}

/** The kept draft for this user and address, if there is a fresh one. */
export function keptDraftFor(
  userId: number,
  path: string,
  now: number,
  storage: Storage = sessionStorage,
): TypedField[] | undefined {
  let parsed: KeptDraft | undefined
  try {
    const r = keptDraftSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'))
    parsed = r.success ? r.data : undefined
  } catch {
    parsed = undefined
  }
  if (!parsed) return undefined
  if (parsed.userId !== userId || now - parsed.savedAt > MAX_AGE_MS) {
    forgetDraft(storage)
    return undefined
  }
  return parsed.path === path ? parsed.fields : undefined
}

export function forgetDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY)
}
