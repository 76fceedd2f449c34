// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api/api-error'
import { loadingBar } from './loading/loading-bar-store'
import { createQueryClient } from './query-client'
import { RouteError } from './route-error'

// React and the router log every caught render error; the errors here are the point of the tests.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function openPage(load: () => Promise<string>, pageData: boolean) {
  function Page() {
    const { data } = useQuery({ queryKey: ['page'], queryFn: load, meta: { pageData }, retry: false })
    return <h1>{data ?? 'Завантаження'}</h1>
  }
  const client = createQueryClient()
  const router = createMemoryRouter([{ path: '/', element: <Page />, errorElement: <RouteError /> }])
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return client
}

const serverError = () =>
  Promise.reject(
    new ApiError({ status: 503, code: 'internal', message: 'Помилка сервера. Спробуйте пізніше' }),
  )

describe('page data', () => {
  it('shows the error page with the status and message when a page fails to load its data', async () => {
    openPage(serverError, true)
    expect(await screen.findByRole('heading', { name: 'Помилка сервера. Спробуйте пізніше' })).toBeVisible()
    expect(screen.getByText('503')).toBeVisible()
    expect(loadingBar.getState().failed).toBe(true)
  })

  it('shows the error page when a refresh of page data fails, not only the first load', async () => {
    let calls = 0
    const client = openPage(() => (calls++ === 0 ? Promise.resolve('Дані сторінки') : serverError()), true)
    expect(await screen.findByRole('heading', { name: 'Дані сторінки' })).toBeVisible()
    await act(() => client.refetchQueries({ queryKey: ['page'] }))
    expect(await screen.findByText('503')).toBeVisible()
  })

  it('leaves other failed queries in place', async () => {
    openPage(serverError, false)
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.getByRole('heading', { name: 'Завантаження' })).toBeVisible()
  })
})
