/**
 * The tubes the cart's tests need (calculatedContainers of the preview or of the server's calculation):
 * packages are expanded into their tests, tests of one container and department share a tube while its
 * volume allows. What the nurse takes; named from the device's copy of the pricing references.
 */
import type { PricedCart } from '../../../domain/pricing/priced-cart.schema'
import type { PricingRefs } from '../../../domain/pricing/pricing-refs.schema'

const ml = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 2 })

export function CartTubes({
  priced,
  refs,
}: {
  priced: PricedCart | undefined
  refs: PricingRefs | null | undefined
}) {
  const tubes = priced?.calculatedContainers ?? []
  if (tubes.length === 0) return null
  const names = new Map((refs?.tests ?? []).map((t) => [t.id, t.name]))
  return (
    <section className="grid gap-2 rounded-lg border border-slate-200 p-4" aria-labelledby="cart-tubes">
      <h2 id="cart-tubes" className="text-lg font-semibold text-slate-900">
        Пробірки: {tubes.length}
      </h2>
      <ol className="grid gap-1" aria-label="Пробірки замовлення">
        {tubes.map((tube, i) => (
          <li key={`${tube.containerId}-${tube.departmentId ?? ''}-${i}`} data-testid="cart-tube">
            <span className="font-medium">{tube.name}</span>
            {tube.volumeMl !== null && (
              <span className="text-slate-700"> — {ml.format(tube.volumeMl)} мл</span>
            )}
            <span className="text-slate-700">
              : {tube.testIds.map((id) => names.get(id) ?? `№ ${id}`).join(', ')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
