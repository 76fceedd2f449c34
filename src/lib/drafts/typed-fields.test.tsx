// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetDraft, keepDraft, keptDraftFor } from './kept-drafts'
import { captureTypedFields, fieldKey, findField, restoreField } from './typed-fields'

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

function Form() {
  const [surname, setSurname] = useState('')
  const [sex, setSex] = useState('')
  const [urgent, setUrgent] = useState(false)
  return (
    <form>
      <label htmlFor="surname">Прізвище</label>
      <input id="surname" value={surname} onChange={(e) => setSurname(e.target.value)} />
      <select aria-label="Стать" value={sex} onChange={(e) => setSex(e.target.value)}>
        <option value="">—</option>
        <option value="man">Чоловік</option>
        <option value="woman">Жінка</option>
      </select>
      <label>
        <input type="checkbox" checked={urgent} onChange={(e) => setUrgent(e.target.checked)} />
        Терміново
      </label>
      <input type="password" name="pin" defaultValue="1234" />
      <output data-testid="state">{`${surname}|${sex}|${String(urgent)}`}</output>
    </form>
  )
}

describe('typed fields', () => {
  it('names fields by name, stable id, aria-label or label, never by a generated id', () => {
    render(
      <div>
        <input name="phone" />
        <input id=":r1:" aria-label="Пошта" />
        <label>
          Коментар <textarea id="«r2»" />
        </label>
      </div>,
    )
    const [phone, mail, comment] = Array.from(document.querySelectorAll<HTMLInputElement>('input, textarea'))
    expect([phone, mail, comment].map((el) => fieldKey(el!))).toEqual([
      'name:phone',
      'aria:Пошта',
      'label:Коментар',
    ])
  })

  it('keeps only what was touched, never a password, and puts it back into React state', () => {
    const first = render(<Form />)
    const touched = new WeakSet<Element>()
    const surname = screen.getByLabelText<HTMLInputElement>('Прізвище')
    const sex = screen.getByLabelText<HTMLSelectElement>('Стать')
    const urgent = screen.getByLabelText<HTMLInputElement>('Терміново')
    restoreField(surname, { key: '', index: 0, kind: 'text', value: 'КОВАЛЕНКО' })
    restoreField(sex, { key: '', index: 0, kind: 'select', value: 'woman' })
    urgent.click()
    touched.add(surname).add(sex).add(urgent).add(document.querySelector('input[type=password]')!)
    expect(screen.getByTestId('state').textContent).toBe('КОВАЛЕНКО|woman|true')
    const kept = captureTypedFields(document, touched)
    expect(kept.map((f) => f.key).sort()).toEqual(['aria:Стать', 'id:surname', 'label:Терміново'])
    first.unmount()

    render(<Form />)
    expect(screen.getByTestId('state').textContent).toBe('||false')
    for (const field of kept) expect(restoreField(findField(document, field)!, field)).toBe(true)
    expect(screen.getByTestId('state').textContent).toBe('КОВАЛЕНКО|woman|true')
  })

  it('does not pick an option that is not in the list (yet)', () => {
    render(<Form />)
    const sex = screen.getByLabelText<HTMLSelectElement>('Стать')
    expect(restoreField(sex, { key: 'aria:Стать', index: 0, kind: 'select', value: 'other' })).toBe(false)
    expect(sex.value).toBe('')
  })
})

describe('kept drafts', () => {
  const fields = [{ key: 'id:surname', index: 0, kind: 'text' as const, value: 'Коваленко' }]

  it('are given back to the same user on the same address only', () => {
    keepDraft({ userId: 7, path: '/clients/create', savedAt: 1000, fields })
    expect(keptDraftFor(7, '/clients', 2000)).toBeUndefined()
    expect(keptDraftFor(7, '/clients/create', 2000)).toEqual(fields)
    forgetDraft()
    expect(keptDraftFor(7, '/clients/create', 2000)).toBeUndefined()
  })

  it('are dropped for another user and after 12 hours', () => {
    keepDraft({ userId: 7, path: '/x', savedAt: 0, fields })
    expect(keptDraftFor(8, '/x', 1)).toBeUndefined()
    expect(keptDraftFor(7, '/x', 1)).toBeUndefined()
    keepDraft({ userId: 7, path: '/x', savedAt: 0, fields })
    expect(keptDraftFor(7, '/x', 12 * 3600_000 + 1)).toBeUndefined()
  })
})
