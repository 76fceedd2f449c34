/**
 * Assembles the reference store of GET /current-state. Every row is served with its flags (active,
 * published...) so that old orders still find their labels offline; only insuranceCompaniesForCart is
 * a subset by definition. Sets without a manual order are sorted by label in Ukrainian alphabet order
 * (done here, not in SQL: PGlite and PostgreSQL servers may differ in collation).
 */
import {
  allFilialsLabel,
  type CurrentState,
  type Option,
} from '../../../domain/references/current-state.schema'
import { orderStateCodes, orderStates } from '../../../domain/orders/order-states'
import { permissionCatalogue, permissionNames } from '../../../domain/permissions/catalogue'
import type { Db } from '../../db/client'
import { readSystemModules } from '../settings/system-modules.repo'
import { insurerCartOptions } from './finance.repo'
import { byLabel } from './labels'
import * as repo from './references.repo'

/** Dictionary rows grouped into options by set code; the option's own key and value win over `extra`. */
function groupDictionaries(rows: Awaited<ReturnType<typeof repo.readLists>>['dictionaryRows']) {
  const sets = new Map<string, Option[]>()
  for (const r of rows) {
    const list = sets.get(r.setCode) ?? []
    list.push({ ...r.extra, key: r.key, value: r.value })
    sets.set(r.setCode, list)
  }
  return (code: string): Option[] => sets.get(code) ?? []
}

/** Reads every reference set from the database; `now` dates the contractors' contracts. */
export async function loadCurrentState(db: Db, now: Date): Promise<CurrentState> {
  const [places, people, money, lists, modules, insurers] = await Promise.all([
    repo.readPlaces(db),
    repo.readPeople(db),
    repo.readMoney(db),
    repo.readLists(db),
    readSystemModules(db),
    insurerCartOptions(db, now),
  ])
  const dict = groupDictionaries(lists.dictionaryRows)
  const cities = byLabel(places.cityRows)
  const filials = byLabel(places.filialRows)
  return {
    permissions: permissionNames.map((key) => ({
      key,
      value: permissionCatalogue[key].label,
      group: permissionCatalogue[key].group,
    })),
    cities,
    regions: byLabel(places.regionRows),
    contracts: byLabel(money.contractRows),
    filials,
    companies: byLabel(money.companyRows),
    genders: dict('genders'),
    staffGroups: byLabel(people.groupRows),
    specializations: byLabel(people.specializationRows),
    cabinets: places.cabinetRows,
    roles: byLabel(people.roleRows),
    bloodPoints: byLabel(places.pointRows),
    requestGroups: dict('requestGroups'),
    billingAccounts: dict('billingAccounts'),
    departments: people.departmentRows,
    ppoList: dict('ppoList'),
    warehouses: byLabel(places.warehouseRows),
    patientStates: dict('patientStates'),
    insuranceCompaniesForCart: insurers,
    depositTypes: dict('depositTypes'),
    depositItemTypes: dict('depositItemTypes'),
    orderStates: orderStateCodes.map((key) => ({
      key,
      value: orderStates[key].label,
      tone: orderStates[key].tone,
    })),
    orderMcTestStates: dict('orderMcTestStates'),
    orderCancelReasons: lists.cancelRows,
    priceLists: byLabel(money.priceListRows),
    internalCities: cities.filter((c) => c.isInternal),
    primaryProtocolDimension: dict('primaryProtocolDimension'),
    printTypes: dict('printTypes'),
    paymentTypes: money.paymentRows,
    storageUnits: dict('storageUnits'),
    useUnits: dict('useUnits'),
    medicalCenter: dict('medicalCenter'),
    legalEntities: byLabel(money.entityRows),
    invoiceTypes: dict('invoiceTypes'),
    invoiceStates: dict('invoiceStates'),
    invoiceReasons: dict('invoiceReasons'),
    currencies: dict('currencies'),
    staffReferences: byLabel(people.staffRows),
    weekendReasons: lists.weekendRows,
    exportExcel: dict('exportExcel'),
    filialsForSelect: [
      { key: '', value: allFilialsLabel, city: null, color: null },
      ...filials.map((f) => ({ key: f.key, value: f.value, city: f.city, color: f.color })),
    ],
    applyUaPhoneMask: modules.phoneMask,
    modules,
  }
}
