// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TaskStatus } from '../../../domain/tasks/task-states'
import type { Task } from '../../../domain/tasks/task.schema'
import { useBoardDrag } from './use-board-drag'
import { draftTask } from './task-writes'

afterEach(cleanup)

const task: Task = {
  ...draftTask(
    {
      uuid: '00000000-0000-4000-8000-000000000001',
      title: 'Передзвонити',
      performerId: 7,
      priority: 'middle',
    },
    { authorId: 3, authorName: 'Олена', performerName: 'Ірина' },
  ),
  id: 1,
}

function Harness({ onDrop }: { onDrop: (t: Task, to: TaskStatus) => void }) {
  const { drag, announcement, keyDown, cancelKeyboard } = useBoardDrag(onDrop)
  return (
    <>
      <div
        tabIndex={0}
        role="button"
        aria-label="картка"
        onKeyDown={(e) => keyDown(task, e)}
        onBlur={cancelKeyboard}
      >
        {drag ? `над: ${drag.over}` : 'лежить'}
      </div>
      <p role="status">{announcement}</p>
    </>
  )
}

describe('moving a card with the keyboard', () => {
  it('Space picks it up, arrows choose the column (not past the ends), Space puts it down there', () => {
    const onDrop = vi.fn()
    render(<Harness onDrop={onDrop} />)
    const card = screen.getByRole('button', { name: 'картка' })
    fireEvent.keyDown(card, { key: ' ' })
    expect(card).toHaveTextContent('над: 1')
    expect(screen.getByRole('status')).toHaveTextContent('взято, колонка «Очікує взяття в роботу»')
    fireEvent.keyDown(card, { key: 'ArrowLeft' })
    expect(card).toHaveTextContent('над: 1')
    fireEvent.keyDown(card, { key: 'ArrowRight' })
    fireEvent.keyDown(card, { key: 'ArrowRight' })
    expect(screen.getByRole('status')).toHaveTextContent('Колонка «Виконано»')
    fireEvent.keyDown(card, { key: 'Enter' })
    expect(onDrop).toHaveBeenCalledWith(task, 3)
    expect(card).toHaveTextContent('лежить')
  })

  it('Escape, or putting it back where it was, moves nothing', () => {
    const onDrop = vi.fn()
    render(<Harness onDrop={onDrop} />)
    const card = screen.getByRole('button', { name: 'картка' })
    fireEvent.keyDown(card, { key: 'Enter' })
    fireEvent.keyDown(card, { key: 'ArrowRight' })
    fireEvent.keyDown(card, { key: 'Escape' })
    expect(screen.getByRole('status')).toHaveTextContent('Переміщення скасовано')
    fireEvent.keyDown(card, { key: ' ' })
    fireEvent.keyDown(card, { key: ' ' })
    expect(screen.getByRole('status')).toHaveTextContent('Задачу залишено на місці')
    expect(onDrop).not.toHaveBeenCalled()
  })
})
