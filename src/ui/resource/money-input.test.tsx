// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { nomenclature } from '../../../domain/warehouse/warehouse.resources'
import type { OutboxRuntime } from '../../offline/page-runtime'
import { OfflineContext } from '../../offline/react/offline-context'
import { freshDb } from '../../offline/testing/outbox-fixtures'
import { FieldInput } from './field-input'

afterEach(cleanup)

const price = nomenclature.form.sellingPrice
const schema = nomenclature.fields.sellingPrice

function renderPrice(value: unknown) {
  const onChange = vi.fn()
  const db = freshDb()
  const offline = { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: async () => null }
  render(
    <OfflineContext.Provider value={offline}>
      <label htmlFor="price">{price.label}</label>
      <FieldInput
        id="price"
        spec={price}
        value={value}
        onChange={onChange}
        onBlur={() => {}}
        invalid={false}
      />
    </OfflineContext.Provider>,
  )
  return { onChange, input: screen.getByRole('textbox', { name: price.label }) }
}

const typed = (text: string, over: number | null = null) => {
  const { onChange, input } = renderPrice(over)
  fireEvent.change(input, { target: { value: text } })
  cleanup()
  return onChange.mock.lastCall?.[0] as unknown
}

it('shows kopiykas as hryvnias and reads hryvnias typed with a comma or a dot as kopiykas', () => {
  expect(renderPrice(4550).input).toHaveValue('45,50')
  cleanup()
  expect(typed('45,5')).toBe(4550)
  expect(typed('0.29')).toBe(29)
  expect(typed('1450')).toBe(145_000)
  // A cleared field is no price.
  expect(typed('', 4550)).toBeNull()
})

it('leaves a third decimal or a word for the field’s schema to refuse in words', () => {
  const message = (v: unknown) => z.safeParse(schema, v).error?.issues[0]?.message
  expect(message(typed('12,345'))).toBe('«Ціна продажу»: не більше 2 знаків після коми')
  expect(message(typed('сто'))).toBe('«Ціна продажу»: сума в гривнях, напр. 45,50')
  expect(message(typed('45,50'))).toBeUndefined()
})
