/** Every back-office resource (domain/resources/define-resource.ts): one line each. */
import { callResults, callTypes } from '../call-center/call-center.resources'
import { paramApiReferences, paramApis, paramApiReferenceTypes } from '../integrations/integrations.resources'
import {
  cabinets,
  companies,
  contracts,
  legalEntities,
  specializations,
  staffGroups,
} from '../medical-center/medical-center.resources'
import { cities, filials, regions } from '../places/places.resources'
import { orderCancelReasons, protocolDeleteReasons } from '../settings/reasons.resources'
import { weekendReasons } from '../settings/weekend-reasons.resources'
import { taskDocumentCategories, taskTopics } from '../tasks/task-settings.resources'
import { discounts, guidingOrganisations, paymentTypes } from '../finances/finance.resources'
import { serviceCategories } from '../services/service-categories.resource'
import { doctorRates } from '../finances/doctor-rates.resource'
import {
  containers,
  departments,
  medicalCenterMaterials,
  states,
  units,
} from '../laboratory/laboratory.resources'
import { promotionalTests } from '../laboratory/promotional-tests.resource'
import { analyzers } from '../laboratory/analyzers.resource'
import { bloodPoints } from '../laboratory/blood-points.resource'
import { filialLaboratories, laboratories } from '../laboratory/lab-network.resources'
import { metros } from '../laboratory/metros.resource'
import { favoriteMcTests, stagingTests } from '../laboratory/test-lists.resources'
import { normGroups } from '../laboratory/norm-groups.resource'
import { primaryProtocols } from '../laboratory/primary-protocols.resource'
import { doctorSchedules, scheduleExceptions } from '../schedule/schedule.resources'
import {
  labDiagnosticGroups,
  labDiagnostics,
  labTexts,
  preparationGroups,
  preparations,
  protocolVendors,
  researchToolGroups,
  researchTools,
} from '../protocols/protocol-dictionaries.resources'
import { protocolTemplates } from '../protocols/protocol-templates.resource'
import { notificationTemplates } from '../notifications/notifications.resources'
import { telegramChats } from '../notifications/telegram.resources'
import {
  nomenclature,
  nomenclatureUnits,
  stockCategories,
  stocks,
  suppliers,
  warehouseGroups,
} from '../warehouse/warehouse.resources'
import { cashRegisterResource } from '../cash-desk/cash-registers.resource'
import { labErrors } from '../laboratory/lab-errors.resource'
import type { AnyResource } from './define-resource'

export const resources = [
  regions,
  cities,
  filials,
  cabinets,
  specializations,
  staffGroups,
  callResults,
  callTypes,
  orderCancelReasons,
  protocolDeleteReasons,
  taskTopics,
  taskDocumentCategories,
  weekendReasons,
  paramApiReferenceTypes,
  paramApis,
  paramApiReferences,
  legalEntities,
  companies,
  contracts,
  discounts,
  paymentTypes,
  guidingOrganisations,
  serviceCategories,
  containers,
  medicalCenterMaterials,
  departments,
  units,
  states,
  promotionalTests,
  analyzers,
  metros,
  bloodPoints,
  laboratories,
  filialLaboratories,
  favoriteMcTests,
  stagingTests,
  normGroups,
  primaryProtocols,
  doctorSchedules,
  scheduleExceptions,
  protocolVendors,
  researchToolGroups,
  researchTools,
  preparationGroups,
  preparations,
  labDiagnosticGroups,
  labDiagnostics,
  labTexts,
  protocolTemplates,
  notificationTemplates,
  telegramChats,
  nomenclatureUnits,
  stockCategories,
  warehouseGroups,
  stocks,
  suppliers,
  nomenclature,
  cashRegisterResource,
  labErrors,
  doctorRates,
] as const

export type ResourceName = (typeof resources)[number]['name']
export const resourceNames = resources.map<ResourceName>((r) => r.name)

const byName = new Map<string, AnyResource>(resources.map((r) => [r.name, r as unknown as AnyResource]))
/** The definition named `name`, if registered. */
export const resourceByName = (name: string): AnyResource | undefined => byName.get(name)
const all: readonly AnyResource[] = [...byName.values()]
/** Every definition, in registry order (one array: screens may depend on it). */
export const allResources = (): readonly AnyResource[] => all
export const isResourceName = (s: string): s is ResourceName => byName.has(s)
