// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrderFilterBar } from './order-filter-bar'
import { readFilters, withFilters, type FilterPatch } from './order-filters'

afterEach(cleanup)

const choices = { cities: [], filials: [], paymentTypes: [], operators: [] }

/** The bar over an address, as the list page wires it: a patch rewrites the address and re-renders. */
function renderBar(query: string) {
  let params = new URLSearchParams(query)
  const patches: FilterPatch[] = []
  const view = () => (
    <OrderFilterBar
      filters={readFilters(params)}
      choices={choices}
      periodError={null}
      now={new Date(2026, 10, 25, 12)}
      onChange={(patch) => {
        patches.push(patch)
        params = withFilters(params, patch)
        rerender(view())
      }}
      onClear={() => {
        params = new URLSearchParams()
        rerender(view())
      }}
    />
  )
  const { rerender } = render(view())
  return { patches, address: () => params.toString() }
}

describe('the order list’s text filters', () => {
  it('apply the typed code on "Знайти"', () => {
    const bar = renderBar('')
    fireEvent.change(screen.getByLabelText('Код замовлення'), { target: { value: 'мс-13' } })
    expect(bar.address()).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Знайти' }))
    expect(bar.address()).toBe('code=%D0%BC%D1%81-13')
  })

  it('stop filtering as soon as the field is emptied, without pressing "Знайти"', () => {
    const bar = renderBar('code=13&client=Коваль')
    const code = screen.getByLabelText('Код замовлення')
    expect(code).toHaveValue('13')
    fireEvent.change(code, { target: { value: '' } })
    expect(new URLSearchParams(bar.address()).get('code')).toBeNull()
    expect(new URLSearchParams(bar.address()).get('client')).toBe('Коваль')
    fireEvent.change(screen.getByLabelText('Пацієнт (ПІБ або id)'), { target: { value: '  ' } })
    expect(bar.address()).toBe('')
  })

  it('empty their fields when the filters are cleared', () => {
    renderBar('code=13')
    fireEvent.change(screen.getByLabelText('Пацієнт (ПІБ або id)'), { target: { value: 'Ков' } })
    fireEvent.click(screen.getByRole('button', { name: 'Очистити фільтри' }))
    expect(screen.getByLabelText('Код замовлення')).toHaveValue('')
    expect(screen.getByLabelText('Пацієнт (ПІБ або id)')).toHaveValue('')
  })

  it('follow the address when it changes elsewhere (back button)', () => {
    const onChange = vi.fn()
    const props = { choices, periodError: null, now: new Date(), onChange, onClear: vi.fn() }
    const { rerender } = render(
      <OrderFilterBar {...props} filters={readFilters(new URLSearchParams('code=7'))} />,
    )
    rerender(<OrderFilterBar {...props} filters={readFilters(new URLSearchParams('code=8'))} />)
    expect(screen.getByLabelText('Код замовлення')).toHaveValue('8')
  })
})
