/**
 * Test support for the print pages: a page opened at an address inside the signed-in user's session and
 * the device's store, the server's answers given per path (a path left out answers 404, `offline` makes
 * every call fail as without a network).
 */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ApiError } from '../../../lib/api/api-error'
import { SessionContext, type Session } from '../../../lib/session/session-context'
import type { OutboxRuntime } from '../../../offline/page-runtime'
import { OfflineContext } from '../../../offline/react/offline-context'
import type { ReferenceGet } from '../../../offline/references/reference-loader'
import { freshDb } from '../../../offline/testing/outbox-fixtures'

export const doctorPermissions = {
  crmMcRegistrySee: true,
  crmProtocolsCreate: true,
  crmProtocolsApprove: true,
  crmClientsSee: true,
}

export function openPrint(
  route: { path: string; element: ReactElement },
  url: string,
  opts: {
    answers?: Record<string, unknown>
    offline?: boolean
    permissions?: Record<string, boolean>
  } = {},
) {
  const db = freshDb()
  const asked: string[] = []
  const get: ReferenceGet = async (path, init) => {
    asked.push(path)
    if (opts.offline) throw new ApiError({ status: 0, message: 'Немає мережі', code: 'network' })
    const answer = opts.answers?.[path]
    if (answer === undefined) throw new ApiError({ status: 404, message: 'Не знайдено', code: 'not_found' })
    init.onResponse(new Response(null, { status: 200 }))
    return answer
  }
  // Only the signed-in user is read by the print pages.
  const session = {
    status: 'signed-in',
    user: {
      id: 3,
      name: 'Андрій Лікар',
      login: 'doctor',
      permissions: opts.permissions ?? doctorPermissions,
      modules: [],
      taskToMe: 0,
    },
  } as unknown as Session
  const offline = { db, userId: db.userId, outbox: {} as OutboxRuntime, getReference: get }
  const router = createMemoryRouter([route], { initialEntries: [url] })
  render(
    <SessionContext.Provider value={session}>
      <OfflineContext.Provider value={offline}>
        <RouterProvider router={router} />
      </OfflineContext.Provider>
    </SessionContext.Provider>,
  )
  return { db, asked }
}

/** What a user reads in an element (the no-break spaces of uk-UA money as plain ones). */
export const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()
