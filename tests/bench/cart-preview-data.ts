/**
 * The cart-preview bench's data: a seeded random 100-line cart (domain/pricing/random-cart.ts) whose
 * two price lists are padded to 2,000 positions in all, as a clinic's whole lists are, so the worker
 * holds and indexes what it holds in production. Shared by the page (in Chromium) and the runner.
 */
import { randomCart } from '../../domain/pricing/random-cart'
import type { PricingInput } from '../../domain/pricing/pricing.schema'

export const benchSeed = 20_260_310
export const benchLines = 100
export const benchPositions = 2_000

/** The bench's pricing input: 100 cart lines over 2,000 price list positions. */
export function cartPreviewInput(): PricingInput {
  const input = randomCart(benchSeed, { lines: benchLines })
  const { refs } = input
  const [serviceList, testList] = refs.priceLists
  if (!serviceList || !testList) throw new Error('randomCart gave no price lists')
  const extra = benchPositions - refs.positions.length
  const positions = [...refs.positions]
  const services = [...refs.services]
  const tests = [...refs.tests]
  for (let i = 0; i < extra; i++) {
    const isService = i % 2 === 0
    const id = (isService ? 10_000 : 20_000) + i
    const price = 10_000 + ((i * 7_919) % 500_000)
    positions.push({
      id: 1_000_000 + i,
      priceListId: isService ? serviceList.id : testList.id,
      serviceId: isService ? id : null,
      mcTestId: isService ? null : id,
      code: `${isService ? 'S' : 'T'}-${id}`,
      name: `${isService ? 'Послуга' : 'Аналіз'} ${id}`,
      price,
      finalPrice: price,
      manualPrice: false,
      leadTime: 1,
      citoLeadTime: null,
    })
    if (isService) services.push({ id, name: `Послуга ${id}`, maxDiscount: 50, published: true })
    else
      tests.push({
        id,
        name: `Аналіз ${id}`,
        containerId: 1,
        departmentId: 1,
        volumeMl: 1,
        isPackage: false,
        packageTestIds: [],
        published: true,
      })
  }
  return { ...input, refs: { ...refs, positions, services, tests } }
}
