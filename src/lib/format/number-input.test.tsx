// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { useState } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { commaToDot, decimalChangeHandler, parseDecimal } from './number-input'

afterEach(cleanup)

function PriceField() {
  const [value, setValue] = useState('')
  return (
    <label>
      Ціна
      <input inputMode="decimal" value={value} onChange={decimalChangeHandler(setValue)} />
    </label>
  )
}

describe('number input', () => {
  it('turns a comma into a dot as the user types', () => {
    render(<PriceField />)
    const input = screen.getByLabelText('Ціна')
    fireEvent.change(input, { target: { value: '12,' } })
    expect(input).toHaveValue('12.')
    fireEvent.change(input, { target: { value: '12.5' } })
    expect(input).toHaveValue('12.5')
  })

  it('reads decimals typed either way and rejects the rest', () => {
    expect(commaToDot('1,5,6')).toBe('1.5.6')
    expect(parseDecimal('12,5')).toBe(12.5)
    expect(parseDecimal(' .5 ')).toBe(0.5)
    expect(parseDecimal('')).toBeNull()
    expect(parseDecimal('1.2.3')).toBeNull()
    expect(parseDecimal('12a')).toBeNull()
  })
})
