/**
 * GET /mc-orders/reference-data (spec 000 §3 "Order reference data"): everything the cart screen's
 * selects need in one answer, read from the same tables as the reference endpoints. `activePriceList`
 * is the one for the city/filial asked for (query cityId, filialId; insuranceCompanyId prefers that
 * contractor's own lists), null without a place.
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/auth'
import { orderCancelReasons } from '../../db/schema/dictionaries'
import { paymentTypes } from '../../db/schema/finance'
import { bloodPoints } from '../../db/schema/blood-points'
import { activePriceLists } from '../references/active-price-list.repo'
import { findCrmSetting } from '../references/application.repo'
import { readNotificationSettings } from '../notifications/send'
import { dictionarySet } from '../references/dictionary.repo'
import { discountOptions, guidingOrganisationOptions, insurerCartOptions } from '../references/finance.repo'
import { containerOptions, departmentOptions, materialOptions } from '../references/lab.repo'
import { testOptions } from '../references/mc-tests.repo'
import { doctorServices, partnersWhere, responsibleWhere, staffOptions } from '../references/people.repo'
import { cityOptions } from '../references/places.repo'
import { serviceOptions } from '../references/services.repo'

export async function orderReferenceData(
  db: Db,
  now: Date,
  place: { cityId?: number; filialId?: number; insuranceCompanyId?: number },
) {
  const [
    cities,
    mcTests,
    services,
    points,
    guiding,
    operators,
    cancelReasons,
    payTypes,
    ppoCashRegisters,
    insurers,
    clientStates,
    smsSetting,
    discounts,
    active,
    serviceDoctors,
    referralDoctors,
    responsibleDoctors,
    barcodeSettings,
    departments,
    containers,
    materials,
  ] = await Promise.all([
    cityOptions(db),
    testOptions(db, {}),
    serviceOptions(db),
    db
      .select({ key: bloodPoints.id, value: bloodPoints.addressUk, city: bloodPoints.cityId })
      .from(bloodPoints)
      .where(eq(bloodPoints.published, true)),
    guidingOrganisationOptions(db),
    db.select({ key: users.id, value: users.name }).from(users).orderBy(asc(users.name)),
    db
      .select({ key: orderCancelReasons.id, value: orderCancelReasons.name })
      .from(orderCancelReasons)
      .orderBy(asc(orderCancelReasons.sort), asc(orderCancelReasons.id)),
    db
      .select({
        key: paymentTypes.id,
        value: paymentTypes.name,
        cashType: paymentTypes.cashType,
        isOnline: paymentTypes.isOnline,
        ppoRequired: paymentTypes.ppoRequired,
      })
      .from(paymentTypes)
      .where(eq(paymentTypes.active, true))
      .orderBy(asc(paymentTypes.sort), asc(paymentTypes.id)),
    dictionarySet(db, 'ppoList'),
    insurerCartOptions(db, now),
    dictionarySet(db, 'patientStates'),
    readNotificationSettings(db),
    discountOptions(db),
    place.cityId !== undefined || place.filialId !== undefined
      ? activePriceLists(db, now, place)
      : Promise.resolve(null),
    doctorServices(db),
    staffOptions(db, partnersWhere()),
    staffOptions(db, responsibleWhere()),
    findCrmSetting(db, 'barcode_settings'),
    departmentOptions(db),
    containerOptions(db),
    materialOptions(db),
  ])
  return {
    cities,
    mcTests,
    services,
    points,
    guiding,
    operators,
    orderCancellationReasons: cancelReasons,
    // The payment types whose payments need a fiscal receipt (ПРРО), as set on the payment-types page.
    ppoRequiredPaymentTypes: payTypes.filter((p) => p.ppoRequired).map((p) => p.key),
    ppoCashRegisters,
    crmInsuranceCompaniesForCart: insurers,
    filterPaymentTypes: payTypes.map(({ ppoRequired: _, ...p }) => p),
    clientStates,
    // The installation sends SMS: notifications on, with a provider key and a sender (spec 001 §3).
    smsSendEnabled: smsSetting.enabled && smsSetting.smsSecret !== '' && smsSetting.sender !== '',
    discounts,
    activePriceList: active,
    serviceDoctors,
    referralDoctors,
    responsibleDoctors,
    guidingOrganisations: guiding,
    barcodeSettings: barcodeSettings ?? null,
    departments,
    containers,
    materials,
  }
}
