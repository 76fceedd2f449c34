/**
 * The cart's "add a line" catalogue, built from GET /api/v2/pricing-refs (kept on the device like any
 * reference): services and tests of the order's two price lists with their list price, products and
 * materials; searched by code or name with the same Ukrainian normalisation as patient search
 * (case, Latin ↔ Cyrillic, apostrophes), narrowed by a category of the two-level tree.
 */
import type { CartCatalogue } from '../../../domain/orders/cart-catalogue.schema'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'
import { looseKey } from '../../../domain/search/normalize'
import type { CatalogueItem, LineKind } from './cart-model'

export interface CatalogueEntry extends CatalogueItem {
  categoryId: number | null
  /** looseKey of code, name and synonyms. */
  key: string
}

export function catalogueEntries(
  refs: PricingRefs,
  catalogue: CartCatalogue,
  lists: { servicePriceListId: number | null; mcTestPriceListId: number | null },
): CatalogueEntry[] {
  const category = (list: Array<{ id: number; categoryId: number | null }>) =>
    new Map(list.map((i) => [i.id, i.categoryId]))
  const serviceCategory = category(catalogue.services)
  const testCategory = category(catalogue.tests)
  const testSynonyms = new Map(catalogue.tests.map((t) => [t.id, t.synonyms ?? '']))
  const materialCode = new Map(catalogue.materials.map((m) => [m.id, m.code]))
  const entry = (
    kind: LineKind,
    id: number,
    name: string,
    code: string | null,
    price: number,
    cat: number | null,
    synonyms = '',
  ) => ({
    kind,
    id,
    name,
    code,
    price,
    categoryId: cat,
    key: looseKey(`${code ?? ''} ${name} ${synonyms}`),
  })
  const out: CatalogueEntry[] = []
  for (const p of refs.positions) {
    if (p.serviceId !== null && p.priceListId === lists.servicePriceListId)
      out.push(
        entry(
          'services',
          p.serviceId,
          p.name,
          p.code,
          p.finalPrice,
          serviceCategory.get(p.serviceId) ?? null,
        ),
      )
    if (p.mcTestId !== null && p.priceListId === lists.mcTestPriceListId)
      out.push(
        entry(
          'tests',
          p.mcTestId,
          p.name,
          p.code,
          p.finalPrice,
          testCategory.get(p.mcTestId) ?? null,
          testSynonyms.get(p.mcTestId),
        ),
      )
  }
  for (const p of refs.products) out.push(entry('products', p.id, p.name, null, p.sellingPrice, null))
  for (const m of refs.materials)
    out.push(entry('materials', m.id, m.name, materialCode.get(m.id) ?? null, m.price, null))
  return out
}

export interface CatalogueFilter {
  text: string
  kind: LineKind | ''
  /** A category, or its parent: a top-level category takes in its children. */
  categoryId: number | null
}

/**
 * At most `limit` entries matching every word typed: code matches first, then the laboratory's favourite
 * tests (`favourites`: test id → its place, /settings/laboratory/favorites-mc-test), then the rest in
 * catalogue order.
 */
export function searchCatalogue(
  entries: CatalogueEntry[],
  filter: CatalogueFilter,
  categories: Array<{ id: number; parentId: number | null }>,
  limit = 30,
  favourites: ReadonlyMap<number, number> = new Map(),
): CatalogueEntry[] {
  const words = looseKey(filter.text).split(' ').filter(Boolean)
  const inCategory =
    filter.categoryId === null
      ? null
      : new Set([
          filter.categoryId,
          ...categories.filter((c) => c.parentId === filter.categoryId).map((c) => c.id),
        ])
  const hits = entries.filter(
    (e) =>
      (filter.kind === '' || e.kind === filter.kind) &&
      (inCategory === null || (e.categoryId !== null && inCategory.has(e.categoryId))) &&
      words.every((w) => e.key.includes(w)),
  )
  const first = words[0]
  const codeHit = (e: CatalogueEntry) => (first && e.code && looseKey(e.code).startsWith(first) ? 0 : 1)
  const favourite = (e: CatalogueEntry) =>
    e.kind === 'tests' ? (favourites.get(e.id) ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER
  return hits.sort((a, b) => codeHit(a) - codeHit(b) || favourite(a) - favourite(b)).slice(0, limit)
}

/** The favourite tests among `entries`, in their order: what a test search offers before anything is typed. */
export function favouriteEntries(
  entries: CatalogueEntry[],
  favourites: ReadonlyMap<number, number>,
): CatalogueEntry[] {
  return entries
    .filter((e) => e.kind === 'tests' && favourites.has(e.id))
    .sort((a, b) => (favourites.get(a.id) ?? 0) - (favourites.get(b.id) ?? 0))
}
