// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
// The signed-in layouts wait for the user's local store (OfflineProvider), as in the app.
import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../lib/api/api-client'
import { createTokenStore } from '../lib/api/token-storage'
import { fakeFetch, json, memoryStorage } from '../lib/api/testing/fake-fetch'
import { SessionProvider } from '../lib/session/session-provider'
import { OfflineProvider } from '../offline/react/offline-provider'
import { createQueryClient } from './query-client'
import { routes } from './router'

// The shell's module graph (icons, Radix) takes seconds to transform on first import; do it once up front
// so each test waits only for what it is about.
beforeAll(() => import('./layouts/default-layout'), 30_000)
// Each page's first import still takes a moment under the test transform.
const firstLoad = { timeout: 10_000 }

// The shell's own calls (reference sets) go through the app's client to the global fetch: answer them
// with a quick 404, which the shell must survive.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(json(404, { message: 'Не знайдено', code: 'not_found' })))
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
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
        <OfflineProvider>
          <RouterProvider router={router} />
        </OfflineProvider>
      </SessionProvider>
    </QueryClientProvider>,
  )
  return { router, store }
}

describe('routes and session', { timeout: 20_000 }, () => {
  it('sends a signed-out user to /auth and back where they were going after sign-in', async () => {
    const fetch = fakeFetch(
      () => json(200, pair),
      () => json(200, { user }),
    )
    const { router, store } = openApp('/protocol/5?page=2', fetch)

    fireEvent.change(await screen.findByLabelText('Логін'), { target: { value: 'registrar' } })
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'secret' } })
    expect(router.state.location.search).toBe('?from=%2Fprotocol%2F5%3Fpage%3D2')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Увійти' }))
    })

    expect(await screen.findByRole('heading', { name: 'Протокол', level: 1 }, firstLoad)).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe('/protocol/5?page=2')
    expect(store.read()?.token).toBe('access')
    expect(fetch.sent[1]?.headers.Authorization).toBe('Bearer access')
  })

  it('sends a signed-in user from /auth to home, greets them, and signs out to /auth', async () => {
    const { router, store } = openApp(
      '/auth',
      fakeFetch(() => json(200, { user })),
      true,
    )

    expect(
      await screen.findByRole('heading', { name: 'Вітаємо, Олена Коваль!' }, firstLoad),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')

    fireEvent.pointerDown(screen.getByRole('button', { name: user.name }), { button: 0, ctrlKey: false })
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Вийти' }))

    expect(await screen.findByLabelText('Логін')).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth')
    expect(store.read()).toBeNull()
    expect(localStorage.getItem('auth.user')).toBeNull()
  })

  it('sends a user without the permission to /403 and shows the 404 page for unknown paths', async () => {
    const { router } = openApp(
      '/mc-registry/queue',
      fakeFetch(() => json(200, { user })),
      true,
    )
    expect(await screen.findByRole('heading', { name: 'Доступ заборонено' }, firstLoad)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/403')

    await act(() => router.navigate('/no-such-page'))
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }, firstLoad),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/')
  })

  it('shows the honest password-reset page with a way back', async () => {
    openApp('/auth/reset-password', fakeFetch())
    expect(
      await screen.findByText('Відновлення пароля ще не доступне. Зверніться до адміністратора.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Повернутися до входу' })).toHaveAttribute('href', '/auth')
  })
})
