/**
 * What the user typed, kept across a session that ends under their hands (spec 000 §4: "a failed
 * refresh leads to /auth without losing anything typed"). The page unmounts when the user is sent to
 * /auth, so the form state of every screen would be lost; instead the fields the user actually
 * touched (trusted input/change events) are read off the page at that moment and put back, through
 * the same events React listens to, when the same page opens again after sign-in.
 *
 * Works for every native input, textarea and select with a stable name: its `name`, else a non-generated
 * `id`, else its `aria-label`, else its label's text. Passwords, files and fields marked
 * `data-no-draft` are never kept.
 */

export interface TypedField {
  /** The field's stable name on its page (see fieldKey). */
  key: string
  /** Which of several fields with the same key (in document order). */
  index: number
  kind: 'text' | 'checked' | 'select'
  value: string
  checked?: boolean
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image'])
const FIELDS = 'input, textarea, select'

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

function keepable(el: Field): boolean {
  if (el.closest('[data-no-draft]')) return false
  return !(el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type))
}

// React's useId and Radix produce ids such as ":r3:" or "«r3»" that change with the tree.
const generatedId = /[:«»]/

/** The field's name on its page, stable across renders; undefined when it has none. */
export function fieldKey(el: Field): string | undefined {
  if (el.name) return `name:${el.name}`
  if (el.id && !generatedId.test(el.id)) return `id:${el.id}`
  const aria = el.getAttribute('aria-label')
  if (aria) return `aria:${aria}`
  const label = el.labels?.[0]?.textContent?.trim()
  return label ? `label:${label}` : undefined
}

/**
 * Starts noting which fields the user touched; answers the function that stops. Only events the user
 * caused count (isTrusted), so values filled in by the page itself are never mistaken for typing.
 */
export function trackTypedFields(doc: Document): { touched: WeakSet<Element>; stop: () => void } {
  const touched = new WeakSet<Element>()
  const note = (e: Event) => {
    if (e.isTrusted && isField(e.target)) touched.add(e.target)
  }
  doc.addEventListener('input', note, true)
  doc.addEventListener('change', note, true)
  return {
    touched,
    stop: () => {
      doc.removeEventListener('input', note, true)
      doc.removeEventListener('change', note, true)
    },
  }
}

function fieldsByKey(doc: Document): Map<string, Field[]> {
  const byKey = new Map<string, Field[]>()
  for (const el of doc.querySelectorAll<Field>(FIELDS)) {
    if (!keepable(el)) continue
    const key = fieldKey(el)
    if (!key) continue
    byKey.set(key, [...(byKey.get(key) ?? []), el])
  }
  return byKey
}

/** The touched fields still on the page, with what they hold now. */
export function captureTypedFields(doc: Document, touched: WeakSet<Element>): TypedField[] {
  const out: TypedField[] = []
  for (const [key, els] of fieldsByKey(doc)) {
    els.forEach((el, index) => {
      if (!touched.has(el)) return
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
        out.push({ key, index, kind: 'checked', value: el.value, checked: el.checked })
      else if (el instanceof HTMLSelectElement) out.push({ key, index, kind: 'select', value: el.value })
      else out.push({ key, index, kind: 'text', value: el.value })
    })
  }
  return out
}

/** Sets a value the way a user would, so React's controlled inputs take it into their state. */
function setNativeValue(el: Field, value: string) {
  // The prototype's setter, not the element's own: React watches the element's property to tell its
  // own updates from the user's, and only a change it did not make reaches the component's state.
  Reflect.set(Object.getPrototypeOf(el) as object, 'value', value, el)
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}

/** The element a kept field belongs to, when it is on the page now. */
export function findField(doc: Document, field: TypedField): Field | undefined {
  return fieldsByKey(doc).get(field.key)?.[field.index]
}

/** Whether the element already shows the kept value. */
export function showsField(el: Field, field: TypedField): boolean {
  if (field.kind === 'checked') return (el as HTMLInputElement).checked === field.checked
  return el.value === field.value
}

/** Puts a kept value back into its element; answers whether the element now shows it. */
export function restoreField(el: Field, field: TypedField): boolean {
  if (showsField(el, field)) return true
  if (field.kind === 'checked') el.click()
  else if (
    field.kind === 'select' &&
    !Array.from((el as HTMLSelectElement).options).some((o) => o.value === field.value)
  )
    return false // the option is not there (yet): the list may still be loading
  else setNativeValue(el, field.value)
  return showsField(el, field)
}
