// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../lib/api/api-client'
import { createTokenStore } from '../lib/api/token-storage'
import { fakeFetch, json, memoryStorage } from '../lib/api/testing/fake-fetch'
import { SessionProvider } from '../lib/session/session-provider'
import { createQueryClient } from './query-client'
import { routes } from './router'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const user = { id: 7, name: 'Олена Коваль', login: 'registrar', permissions: {}, modules: {}, taskToMe: 0 }
const pair = { token: 'access', refreshToken: 'refresh', expiresIn: 3600 }

function openApp(path: string, fetch: ReturnType<typeof fakeFetch>, signedIn = false) {
  const store = createTokenStore(memoryStorage(), undefined)
  if (signedIn) store.save(pair, Date.now())
  const client = createApiClient({ baseUrl: '/api', tokens: store, fetch })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider client={client} store={store}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  )
  return { router, store }
}

describe('routes and session', () => {
  it('sends a signed-out user to /auth and back where they were going after sign-in', async () => {
    const fetch = fakeFetch(
      () => json(200, pair),
      () => json(200, { user }),
    )
    const { router, store } = openApp('/mc-orders?page=2', fetch)

    fireEvent.change(await screen.findByLabelText('Логін'), { target: { value: 'registrar' } })
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret' } })
    expect(router.state.location.search).toBe('?from=%2Fmc-orders%3Fpage%3D2')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Увійти' }))
    })

    expect(await screen.findByText('Сторінку не знайдено')).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe('/mc-orders?page=2')
    expect(store.read()?.token).toBe('access')
    expect(fetch.sent[1]?.headers.Authorization).toBe('Bearer access')
  })

  it('sends a signed-in user from /auth to home, greets them, and signs out to /auth', async () => {
    const { router, store } = openApp(
      '/auth',
      fakeFetch(() => json(200, { user })),
      true,
    )

    expect(await screen.findByRole('heading', { name: 'Вітаємо, Олена Коваль!' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')

    fireEvent.click(screen.getByRole('button', { name: 'Вийти' }))

    expect(await screen.findByLabelText('Логін')).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth')
    expect(store.read()).toBeNull()
    expect(localStorage.getItem('auth.user')).toBeNull()
  })

  it('shows the honest password-reset page with a way back', async () => {
    openApp('/auth/reset-password', fakeFetch())
    expect(
      await screen.findByText('Відновлення пароля ще не доступне. Зверніться до адміністратора.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Повернутися до входу' })).toHaveAttribute('href', '/auth')
  })
})
