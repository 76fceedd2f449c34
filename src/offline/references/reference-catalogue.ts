/**
 * Every reference call of spec 000 §7 and spec 001 §7 and how the PWA caches it. 'cache': fetched once
 * and kept in IndexedDB (refreshed in the background after sign-in and on reconnect, If-None-Match
 * with the stored ETag); 'network': the spec says "not cached", so the network answers first and the
 * stored copy is only the offline fallback. `silent` is spec 000 §8's silent failures.
 */
import { allLookups } from '../../../domain/resources/lookups'

export type ReferencePolicy = 'cache' | 'network'

export interface ReferenceDef {
  policy: ReferencePolicy
  /** A failure is not shown: the set comes back as this value ('empty' list / items). */
  silent?: 'empty-list' | 'empty-items' | 'ignore'
  /** The user may force a reload (insurance cities). */
  reloadable?: boolean
}

const cache: ReferenceDef = { policy: 'cache' }
const network: ReferenceDef = { policy: 'network' }

/** Keyed by the path without its query; the query is part of the stored key. */
export const referenceCatalogue: Record<string, ReferenceDef> = {
  '/current-state': cache,
  '/api/v2/personal-settings': cache,
  '/settings/containers': cache,
  '/settings/states': cache,
  '/settings/filial-laboratories/internal-laboratories': cache,
  '/load-api-laboratories': cache,
  '/api/v2/param-api-reference-type/reference': cache,
  '/api/v2/city/reference': cache,
  '/api/v2/metros/reference': cache,
  '/api/v2/mc-filial-laboratories/reference': cache,
  '/api/v2/medical-center-materials/reference': cache,
  '/api/v2/medical-center-material/reference': cache,
  '/api/v2/mc-tests/reference': network,
  '/api/v2/mc-tests/{id}': network,
  '/api/v2/mc-test-categories/reference': network,
  '/api/v2/departments/reference': cache,
  '/api/v2/param-apis/reference': cache,
  '/api/v2/auto-writing-logic-type/reference': cache,
  '/api/v2/primary-protocols/reference': cache,
  '/api/v2/crm-insurance-companies/reference': cache,
  '/api/v2/legal-entities/reference': cache,
  '/api/v2/insurance-company-category/reference': { policy: 'cache', silent: 'ignore' },
  '/api/v2/currencies-list/reference': cache,
  '/api/v2/staff/reference': cache,
  '/api/v2/order-result-file-name-template/reference': cache,
  '/api/v2/insurance-cities/reference': { policy: 'cache', reloadable: true },
  '/api/v2/client-doctors/reference': cache,
  '/api/v2/doctor-actives/reference': { policy: 'cache', silent: 'empty-list' },
  '/api/v2/doctor-partners/reference': cache,
  '/api/v2/discounts/reference': cache,
  '/api/v2/crm-guiding-organization/reference': cache,
  '/api/v2/client-state/reference': cache,
  '/api/v2/responsible-doctors/reference': cache,
  '/api/v2/param-api-reference/reference': cache,
  '/api/v2/container/reference': cache,
  '/api/v2/order-call-state/reference': cache,
  '/settings/services/categories-reference': cache,
  '/settings/services/reference': cache,
  '/settings/price-lists/load-active-for-cart': cache,
  // Ours (issue 7): the whole price lists the cart's worker prices from, per pair of lists.
  '/api/v2/pricing-refs': cache,
  '/api/v2/promo-codes/lookup': network,
  '/mc-orders/reference-data': cache,
  '/api/v2/crm-setting': cache,
  '/api/v2/filial-cabinets/{id}': cache,
  '/settings': cache,
  '/application/legal-info/{param}': { policy: 'cache', silent: 'empty-items' },
  '/application/base': cache,
  '/taskmanager/tasks/collection-filters': cache,
  // Ours (issue 5): a client's orders, deposits and previous entries on the profile. Always asked again (balances and
  // states move), the copy last loaded only shown offline, marked as possibly out of date.
  '/api/v2/mc-orders': network,
  '/api/v2/clients/{id}/deposits': network,
  // A client's previous entries on the profile, the same way.
  '/previous-orders/api': network,
  // Ours (issue 20): a registry day, read again on every visit and every registryChanged notice; the copy
  // last loaded is the registrar's offline view of the day, marked as possibly out of date.
  '/registry/day': network,
  // The registry's call list (issue 20 item 5), the same way: readable offline, marked possibly out of date.
  '/registry/call-list': network,
  // The registry queue board (issue 20 item 3), the same way; moves made offline wait in the outbox.
  '/registry/queue': network,
  // The doctor's workstation (issue 20 item 8), the same way: the day stays readable offline.
  '/registry/doctors-arm': network,
  // A doctor's protocol (/protocol/:id), the same way: one opened stays readable offline, marked possibly
  // out of date. Keyed as a template: the catalogue matches exact paths or every segment, never a prefix.
  '/api/v2/protocols/{id}': network,
  // Ours (issue 25): a report's answer, asked again every time; the copy last received for each query is
  // the offline view of that report, shown with the time the server made it. Its filter choices are a reference.
  '/reports/{name}': network,
  '/reports/{name}/options': cache,
  // Ours (issue 24): the stock availability's page, the same way as a report; its filter choices a reference.
  '/api/v2/warehouse/stock-availability': network,
  '/api/v2/warehouse/stock-availability/options': cache,
  // Ours (issue 22): a collection point's day — its orders and tubes —, asked again on every visit; the copy
  // last received is the tablet's offline day, where tubes are marked collected through the outbox.
  '/api/v2/lab/collection': network,
  // The approved results of a client (profile) or an order (its page), the same way: readable offline.
  '/api/v2/lab/released-results': network,
  // Ours (issue 22 item 2): an order's tube labels, asked again on every visit; the copy last received prints
  // pixel labels offline (else the collection point's day on the device does).
  '/api/v2/lab/orders/{id}/labels': network,
  // Ours: the lookup sets of the back-office forms (domain/resources/lookups.ts), searched on the device.
  ...Object.fromEntries(allLookups().map((l) => [l.apiPath, cache])),
}

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}')

/** The catalogue's templated paths ('/api/v2/clients/{id}/deposits') as their segments. */
const templates = Object.entries(referenceCatalogue)
  .filter(([k]) => k.includes('{'))
  .map(([k, def]) => ({ segments: k.split('/'), def }))

/**
 * The catalogue entry of a concrete path: an exact one first, else the template whose every segment
 * matches ('/api/v2/mc-tests/17?x=1' → '/api/v2/mc-tests/{id}', '/api/v2/clients/5/deposits' →
 * '/api/v2/clients/{id}/deposits').
 */
export function referenceDefOf(path: string): ReferenceDef | undefined {
  const bare = path.split('?')[0] ?? path
  const exact = referenceCatalogue[bare]
  if (exact) return exact
  const segments = bare.split('/')
  return templates.find(
    (t) =>
      t.segments.length === segments.length &&
      t.segments.every((s, i) => (isParam(s) ? Boolean(segments[i]) : s === segments[i])),
  )?.def
}

/** What a silent failure leaves on screen. */
export function silentValue(def: ReferenceDef): unknown {
  if (def.silent === 'empty-items') return { items: [] }
  return []
}
