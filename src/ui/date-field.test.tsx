// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { useState } from 'react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DateField, type DateFieldProps } from './date-field'

afterEach(cleanup)

/** The field in a form that keeps its value, as a screen does; `seen` records every value reported. */
function Harness(props: Partial<DateFieldProps> & { initial?: string | null; seen: Array<string | null> }) {
  const { initial = null, seen, ...rest } = props
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <label htmlFor="d">Дата</label>
      <DateField
        id="d"
        value={value}
        onChange={(v) => {
          seen.push(v)
          setValue(v)
        }}
        {...rest}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  )
}

const type = (input: HTMLElement, text: string) => {
  act(() => {
    ;(input as HTMLInputElement).value = text
    fireEvent.input(input)
  })
}

describe('the date field', () => {
  it('shows an ISO value as DD.MM.YYYY', () => {
    render(<Harness initial="2026-03-05" seen={[]} />)
    expect(screen.getByLabelText('Дата')).toHaveValue('05.03.2026')
  })

  it('takes a day typed as digits through the mask and reports it as YYYY-MM-DD', () => {
    const seen: Array<string | null> = []
    render(<Harness seen={seen} />)
    const input = screen.getByLabelText('Дата')
    type(input, '05032026')
    expect(input).toHaveValue('05.03.2026')
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-05')
    type(input, '')
    expect(screen.getByTestId('value')).toHaveTextContent('none')
    expect(seen).toEqual(['2026-03-05', null])
  })

  it('says in Ukrainian that a day does not exist, and reports no value', () => {
    render(<Harness seen={[]} />)
    const input = screen.getByLabelText('Дата')
    type(input, '31.02.2026')
    expect(screen.getByRole('alert')).toHaveTextContent('Такої дати не існує')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('value')).toHaveTextContent('none')
  })

  it('asks for the whole date only once the user leaves the field', () => {
    render(<Harness seen={[]} />)
    const input = screen.getByLabelText('Дата')
    type(input, '0503')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.blur(input)
    expect(screen.getByRole('alert')).toHaveTextContent('Введіть дату у форматі ДД.ММ.РРРР')
  })

  it('names the limit a typed day breaks, and leaves refusing it to the form', () => {
    render(<Harness seen={[]} min="2026-11-24" />)
    type(screen.getByLabelText('Дата'), '23.11.2026')
    expect(screen.getByRole('alert')).toHaveTextContent('Дата не може бути раніше 24.11.2026')
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-23')
  })

  it('leaves the limit message to the form once the form marks the field invalid', () => {
    render(<Harness seen={[]} min="2026-11-24" aria-invalid />)
    type(screen.getByLabelText('Дата'), '23.11.2026')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('Дата')).toHaveAttribute('aria-invalid', 'true')
  })

  it('follows a value set from outside', () => {
    const { rerender } = render(<DateField id="d" value="2026-01-02" onChange={vi.fn()} />)
    rerender(<DateField id="d" value="2027-12-31" onChange={vi.fn()} />)
    expect(screen.getByRole('textbox')).toHaveValue('31.12.2027')
  })

  it('opens a Ukrainian calendar, Monday first, and picks a day', async () => {
    render(<Harness initial="2026-03-05" seen={[]} min="2026-03-03" />)
    fireEvent.click(screen.getByRole('button', { name: 'Календар' }))
    const grid = await screen.findByRole('grid')
    expect(grid).toHaveAccessibleName(/березень 2026/i)
    const weekdays = Array.from(grid.querySelectorAll('th'), (h) => h.textContent)
    expect(weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'])
    expect(screen.getByRole('button', { name: / 2-е березня 2026/ })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: /10-е березня 2026/ }))
    expect(screen.getByLabelText('Дата')).toHaveValue('10.03.2026')
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-10')
  })
})
