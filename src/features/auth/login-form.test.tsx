// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api/api-error'
import { LoginForm } from './login-form'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const failWith = (init: ConstructorParameters<typeof ApiError>[0]) =>
  vi.fn(() => Promise.reject(new ApiError(init)))

async function signInAs(login: string, password: string) {
  fireEvent.change(screen.getByLabelText('Логін'), { target: { value: login } })
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Увійти' }))
  })
}

describe('LoginForm', () => {
  it('asks for the login and password in Ukrainian before sending anything', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    render(<LoginForm onSubmit={onSubmit} />)

    await signInAs('', '')

    expect(screen.getByText('Введіть логін')).toBeInTheDocument()
    expect(screen.getByText('Введіть пароль')).toBeInTheDocument()
    expect(screen.getByLabelText('Логін')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Логін')).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows the server message and the attempts left, keeping what was typed', async () => {
    const onSubmit = failWith({
      status: 401,
      code: 'invalid_credentials',
      message: 'Невірний логін або пароль',
      attemptsLeft: 3,
    })
    render(<LoginForm onSubmit={onSubmit} />)

    await signInAs(' registrar ', 'wrong-pass')

    expect(onSubmit).toHaveBeenCalledWith({ login: 'registrar', password: 'wrong-pass' })
    expect(screen.getByRole('alert')).toHaveTextContent('Невірний логін або пароль')
    expect(screen.getByRole('alert')).toHaveTextContent('Залишилось спроб: 3')
    expect(screen.getByLabelText('Логін')).toHaveValue(' registrar ')
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-pass')
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeEnabled()
  })

  it('counts down a sign-in ban and keeps the button disabled until it ends', async () => {
    vi.useFakeTimers()
    const onSubmit = failWith({
      status: 423,
      code: 'login_banned',
      message: 'Забагато невдалих спроб. Спробуйте пізніше',
      attemptsLeft: 0,
      retryAfterSeconds: 65,
    })
    render(<LoginForm onSubmit={onSubmit} />)

    await signInAs('registrar', 'wrong-pass')

    const button = screen.getByRole('button', { name: 'Увійти' })
    expect(screen.getByRole('timer')).toHaveTextContent('Спробуйте ще раз через 01:05')
    expect(button).toBeDisabled()

    act(() => {
      vi.advanceTimersByTime(6_000)
    })
    expect(screen.getByRole('timer')).toHaveTextContent('Спробуйте ще раз через 00:59')
    expect(button).toBeDisabled()

    act(() => {
      vi.advanceTimersByTime(59_000)
    })
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(button).toBeEnabled()
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-pass')
  })

  it('puts the server’s field messages on their fields', async () => {
    const onSubmit = failWith({
      status: 422,
      code: 'validation_failed',
      message: 'Перевірте правильність заповнення полів',
      errors: { password: ['Пароль задовгий'] },
    })
    render(<LoginForm onSubmit={onSubmit} />)

    await signInAs('registrar', 'x')

    const password = screen.getByLabelText('Пароль')
    expect(password).toHaveAccessibleDescription('Пароль задовгий')
    expect(password).toHaveFocus()
  })
})
