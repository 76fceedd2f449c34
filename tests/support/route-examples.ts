/**
 * A valid example body for every mutating API route, one file per area in ./examples/. The bad-input
 * test mutates each field of these (wrong type, missing, overlong, extra field, SQL and script
 * fragments); a new mutating route without an example fails that test, so no route escapes it.
 */
import type { Db } from '../../server/db/client'

export interface RouteExample {
  /** Demo login that may call the route. */
  as: string
  /** Concrete URL (path parameters filled in). */
  url: string
  body: Record<string, unknown>
  /** The status a valid body gets. */
  ok: number
  /**
   * Send the valid body once before the bad ones: a create keyed by its uuid then refuses a bad body
   * that passes validation as a uuid conflict, instead of storing it.
   */
  seedFirst?: boolean
  /**
   * The route stores free text as given (a name, an address): SQL or script fragments in a text field are
   * text like any other, shown escaped, so the bad-input test does not expect them refused.
   */
  freeText?: boolean
  /**
   * Makes the valid body valid now, before it is sent: an example tied to the demo's day (today's queue)
   * re-anchors its records to today when a run crossed Kyiv midnight after the database was seeded.
   */
  prepare?: (db: Db) => Promise<void>
}

const files = import.meta.glob<Record<string, RouteExample>>('./examples/*.ts', {
  eager: true,
  import: 'examples',
})

/** Every example, keyed "METHOD /route/:pattern" as Fastify registered it. */
export const routeExamples: Record<string, RouteExample> = Object.fromEntries(
  Object.values(files).flatMap((area) => Object.entries(area)),
)
