/**
 * Puts back what the user had typed on this page when their session ended under their hands
 * (src/lib/drafts). Fields are filled once they have been on the page for a moment (a form first
 * shows its loaded data), checked again shortly after, and the user is told what was restored.
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { X } from 'lucide-react'
import { forgetDraft, keptDraftFor } from '../../lib/drafts/kept-drafts'
import { plural } from '../../lib/format/plural'
import { findField, restoreField, showsField, type TypedField } from '../../lib/drafts/typed-fields'
import { useSignedInUser } from '../../lib/session/session-context'
import { Button } from '../../ui/button'

const TICK_MS = 200
const SETTLE_MS = 400
const RECHECK_MS = 1500
const GIVE_UP_MS = 120_000

const fieldsWord = (n: number) => plural(n, 'поле', 'поля', 'полів')

interface Pending {
  field: TypedField
  seenAt?: number
  restoredAt?: number
  rechecked?: boolean
}

export function KeptDraftRestorer() {
  const user = useSignedInUser()
  const { pathname, search } = useLocation()
  const [restored, setRestored] = useState(0)

  useEffect(() => {
    const fields = keptDraftFor(user.id, pathname + search, Date.now())
    if (!fields?.length) return
    const pending: Pending[] = fields.map((field) => ({ field }))
    const started = Date.now()
    let count = 0
    const timer = window.setInterval(() => {
      const now = Date.now()
      for (const p of pending) {
        if (p.rechecked) continue
        const el = findField(document, p.field)
        if (!el) continue
        p.seenAt ??= now
        if (p.restoredAt === undefined) {
          if (now - p.seenAt >= SETTLE_MS && restoreField(el, p.field)) {
            p.restoredAt = now
            count++
          }
        } else if (now - p.restoredAt >= RECHECK_MS) {
          // The page may have loaded its data over the restored value; put it back once more.
          if (!showsField(el, p.field)) restoreField(el, p.field)
          p.rechecked = true
        }
      }
      const done = pending.every((p) => p.rechecked)
      if (done || now - started > GIVE_UP_MS) {
        window.clearInterval(timer)
        forgetDraft()
      }
      setRestored(count)
    }, TICK_MS)
    return () => {
      window.clearInterval(timer)
      // Leaving the page after something came back: what was not restored is not wanted any more.
      if (count > 0) forgetDraft()
    }
  }, [user.id, pathname, search])

  if (restored === 0) return null
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-2 text-sm text-brand-900"
    >
      <span className="flex-1">
        Сеанс завершився під час роботи. Відновлено введене раніше: {restored} {fieldsWord(restored)}.
        Перевірте дані перед збереженням.
      </span>
      <Button variant="ghost" size="icon" aria-label="Закрити повідомлення" onClick={() => setRestored(0)}>
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  )
}
