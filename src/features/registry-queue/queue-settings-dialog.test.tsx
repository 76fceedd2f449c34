// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueueSettingsDialog } from './queue-settings-dialog'

const saveQueueRules = vi.hoisted(() => vi.fn())
vi.mock('./queue.api', () => ({ saveQueueRules }))

afterEach(() => {
  cleanup()
  saveQueueRules.mockReset()
})

const open = (onSaved = vi.fn()) => {
  render(
    <QueueSettingsDialog
      rules={{ onTimeWindowMin: 15, longWaitMin: 75 }}
      onSaved={onSaved}
      onClose={vi.fn()}
    />,
  )
  return onSaved
}
const field = (name: RegExp) => screen.getByLabelText(name)

describe('«Налаштування черги»', () => {
  it('shows the rules and says in Ukrainian what is wrong with each entry', async () => {
    open()
    expect(field(/^Вчасно/)).toHaveValue('15')
    expect(field(/^Довге очікування/)).toHaveValue('75')
    fireEvent.change(field(/^Вчасно/), { target: { value: '' } })
    fireEvent.change(field(/^Довге очікування/), { target: { value: '2000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Вкажіть кількість хвилин')).toBeInTheDocument()
    expect(screen.getByText('Не більше 1440 хвилин')).toBeInTheDocument()
    fireEvent.change(field(/^Вчасно/), { target: { value: '7.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    expect(await screen.findByText('Вкажіть ціле число хвилин')).toBeInTheDocument()
    expect(saveQueueRules).not.toHaveBeenCalled()
  })

  it('saves the rules whole as numbers', async () => {
    saveQueueRules.mockResolvedValue({ onTimeWindowMin: 20, longWaitMin: 60 })
    const onSaved = open()
    fireEvent.change(field(/^Вчасно/), { target: { value: '20' } })
    fireEvent.change(field(/^Довге очікування/), { target: { value: ' 60 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(saveQueueRules).toHaveBeenCalledWith({ onTimeWindowMin: 20, longWaitMin: 60 })
  })
})
