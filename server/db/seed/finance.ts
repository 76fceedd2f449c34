/** Seeds payment types, contractors, legal entities, companies, contracts, discounts and reason lists. */
import type { Tx } from '../client'
import { orderCancelReasons, protocolDeleteReasons, weekendReasons } from '../schema/dictionaries'
import { callResults, callTypes } from '../schema/call-center'
import {
  companies,
  contracts,
  discounts,
  insuranceCompanies,
  legalEntities,
  paymentTypes,
} from '../schema/finance'
import {
  demoCancelReasons,
  demoCompanies,
  demoContracts,
  demoDiscounts,
  demoInsuranceCompanies,
  demoInsuranceProfiles,
  demoLegalEntities,
  demoPaymentTypes,
  demoWeekendReasons,
} from './demo-finance'
import { idsBy, insertIfEmpty, need } from './seed-helpers'

/** The contract profile columns of a demo contractor (empty for those without one). */
function profileColumns(code: string) {
  const p = demoInsuranceProfiles[code]
  if (!p) return {}
  return {
    emergencyEmail: p.emails.emergency,
    financialEmail: p.emails.financial,
    responsibleOfficerEmail: p.emails.officer,
    resultsEmail: p.emails.results,
    bankName: p.bank.name,
    bankCode: p.bank.code,
    settlementAccount: p.bank.account,
    legalAddress: p.legalAddress,
    mailingAddress: p.mailingAddress,
    notifyResults: p.notify.results,
    notifyOrders: p.notify.orders,
    notifyStatements: p.notify.statements,
  }
}

/** Seeds the money-side references; `cityIds` maps Ukrainian city names to ids. */
export async function seedFinance(tx: Tx, cityIds: ReadonlyMap<string, number>): Promise<void> {
  await insertIfEmpty(tx, paymentTypes, () =>
    demoPaymentTypes.map(([name, cashType, isOnline], i) => ({
      name,
      cashType,
      isOnline,
      // Cash at the desk is fiscalised (as the rule was before payment types had their own switch).
      ppoRequired: cashType === 'in_cash',
      sort: i * 10,
    })),
  )
  await insertIfEmpty(tx, insuranceCompanies, () =>
    demoInsuranceCompanies.map(
      ([
        code,
        name,
        contactPerson,
        email,
        contractNumber,
        maxDiscountPercent,
        published,
        city,
        from,
        to,
        auto,
      ]) => ({
        code,
        name,
        contactPerson,
        email,
        contractNumber,
        contractStartDate: from,
        contractEndDate: to,
        autoExtension: auto,
        postponementDays: 30,
        maxDiscountPercent,
        published,
        additionalData: { city: need(cityIds, city, 'city') },
        ...profileColumns(code),
      }),
    ),
  )
  await insertIfEmpty(tx, legalEntities, () =>
    demoLegalEntities.map(([taxCode, name, address, iban]) => ({ taxCode, name, address, iban })),
  )
  await insertIfEmpty(tx, companies, () =>
    demoCompanies.map(([taxCode, name, address, phone, email]) => ({ taxCode, name, address, phone, email })),
  )
  const companyIds = await idsBy(tx, companies, companies.taxCode, companies.id)
  const entityIds = await idsBy(tx, legalEntities, legalEntities.taxCode, legalEntities.id)
  await insertIfEmpty(tx, contracts, () =>
    demoContracts.map(([number, name, company, entity, dateFrom, dateTo]) => ({
      number,
      name,
      companyId: need(companyIds, company, 'company'),
      legalEntityId: need(entityIds, entity, 'legal entity'),
      dateFrom,
      dateTo,
    })),
  )
  await insertIfEmpty(tx, discounts, () =>
    demoDiscounts.map(([name, percent, active]) => ({ name, percent, active })),
  )
  await insertIfEmpty(tx, orderCancelReasons, () =>
    demoCancelReasons.map((name, i) => ({ name, sort: i * 10 })),
  )
  await insertIfEmpty(tx, weekendReasons, () => demoWeekendReasons.map((name, i) => ({ name, sort: i * 10 })))
  await insertIfEmpty(tx, protocolDeleteReasons, () =>
    ['Помилка в даних пацієнта', 'Протокол створено двічі', 'Пацієнт відмовився від послуги'].map((name) => ({
      name,
    })),
  )
  await insertIfEmpty(tx, callResults, () =>
    (
      [
        ['Записано на прийом', 'booked', '#16A34A', true],
        ['Передзвонити пізніше', 'call_back', '#F59E0B', false],
        ['Не відповідає', 'no_answer', '#94A3B8', false],
        ['Відмова', 'refused', '#DC2626', false],
      ] as const
    ).map(([name, systemName, color, isSuccessful]) => ({ name, systemName, color, isSuccessful })),
  )
  await insertIfEmpty(tx, callTypes, () =>
    (
      [
        ['Вхідний дзвінок', 'incoming'],
        ['Нагадування про візит', 'reminder'],
        ['Повідомлення про результати', 'results'],
        ['Запрошення на повторний прийом', 'follow_up'],
      ] as const
    ).map(([name, systemName]) => ({ name, systemName })),
  )
}
