/**
 * Where an order made on this device starts (issue 18 item 6), shown at once, offline too: the city and
 * filial of the user's personal settings as kept on the device, and the place's active lists as the
 * server last answered them (GET load-active-for-cart, kept per place). The server applies the same
 * settings when the create reaches it; the device does not choose lists by a rule of its own.
 */
import type { McOrder } from '../../../domain/orders/order.schema'
import type { CurrentState } from '../../../domain/references/current-state.schema'
import { personalSettingsSchema } from '../../../domain/settings/personal-settings.schema'
import { PERSONAL_SETTINGS_PATH } from '../../offline/entities/personal-settings'
import type { Offline } from '../../offline/react/offline-context'
import { loadReference } from '../../offline/references/reference-loader'

export type StartingPlace = Pick<McOrder, 'city' | 'filial' | 'servicePriceListId' | 'mcTestPriceListId'>

interface ActiveLists {
  data?: { services?: { id: number } | null; tests?: { id: number } | null }
}

/** The same query the cart asks with (cart-place.tsx), so the answer it keeps serves both. */
const activeListsPath = (cityId: number | null, filialId: number | null) =>
  `/settings/price-lists/load-active-for-cart?${filialId !== null ? `filialId=${filialId}` : `cityId=${cityId}`}`

/** Undefined when the user has no place in personal settings (the cart asks, as before). */
export async function startingPlace(offline: Offline): Promise<StartingPlace | undefined> {
  const { db, getReference } = offline
  const settings = personalSettingsSchema.safeParse((await db.references.get(PERSONAL_SETTINGS_PATH))?.data)
  if (!settings.success) return undefined
  const { cityId: ownCity, filialId } = settings.data
  if (ownCity === null && filialId === null) return undefined
  const state = ((await db.references.get('/current-state'))?.data as { data?: CurrentState } | undefined)
    ?.data
  const filialOption = state?.filialsForSelect.find((f) => f.key === filialId)
  const cityId = ownCity ?? filialOption?.city ?? null
  const cityName = state?.cities.find((c) => String(c.key) === String(cityId))?.value ?? ''
  let lists: ActiveLists | undefined
  try {
    // The kept copy when there is one; online without one, the server is asked (and the copy kept).
    lists = (await loadReference(db, getReference, activeListsPath(cityId, filialId))) as ActiveLists
  } catch {
    // Offline and never asked for this place: the lists stay empty until the server's answer.
  }
  return {
    city: cityId === null ? null : { id: cityId, name: cityName },
    filial: filialId === null ? null : { id: filialId, name: filialOption?.value ?? '', cityId: cityId ?? 0 },
    servicePriceListId: lists?.data?.services?.id ?? null,
    mcTestPriceListId: lists?.data?.tests?.id ?? null,
  }
}
