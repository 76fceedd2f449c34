/** Demo data of the protocols' dictionaries: vendors, research kinds, preparations, lab diagnostics, texts. */
import type { Tx } from '../client'
import {
  labDiagnosticGroups,
  labDiagnostics,
  labTexts,
  preparationGroups,
  preparations,
  protocolVendors,
  researchToolGroups,
  researchTools,
} from '../schema/protocol-dictionaries'
import { idsBy, insertIfEmpty, need } from './seed-helpers'

const vendors: Array<[string, string]> = [
  ['Дарниця', 'Україна'],
  ['Фармак', 'Україна'],
  ['Артеріум', 'Україна'],
  ['Bayer', 'Німеччина'],
  ['GE HealthCare', 'США'],
  ['Philips', 'Нідерланди'],
  ['Schiller', 'Швейцарія'],
]

const researchGroups = ['Ультразвукова діагностика', 'Функціональна діагностика', 'Ендоскопія']
/** [name, group, vendor] */
const research: Array<[string, string, string | null]> = [
  ['УЗД органів черевної порожнини', 'Ультразвукова діагностика', 'GE HealthCare'],
  ['УЗД щитоподібної залози', 'Ультразвукова діагностика', 'GE HealthCare'],
  ['Ехокардіографія', 'Ультразвукова діагностика', 'Philips'],
  ['Електрокардіографія (ЕКГ)', 'Функціональна діагностика', 'Schiller'],
  ['Спірометрія', 'Функціональна діагностика', 'Schiller'],
  ['Гастроскопія', 'Ендоскопія', null],
]

const prepGroups = ['Анальгетики й жарознижувальні', 'Антибіотики', 'Вітаміни та мінерали', 'Серцево-судинні']
/** [name, group, vendor, dosage] */
const preps: Array<[string, string, string, string]> = [
  ['Парацетамол', 'Анальгетики й жарознижувальні', 'Дарниця', 'таблетки 500 мг'],
  ['Ібупрофен', 'Анальгетики й жарознижувальні', 'Фармак', 'таблетки 200 мг'],
  ['Амоксицилін', 'Антибіотики', 'Артеріум', 'капсули 500 мг'],
  ['Вітамін D3', 'Вітаміни та мінерали', 'Фармак', 'краплі 2000 МО'],
  ['Аспірин Кардіо', 'Серцево-судинні', 'Bayer', 'таблетки 100 мг'],
]

const diagGroups = ['Загальний аналіз крові', 'Біохімія крові']
/** [name, group, norm] */
const diagnostics: Array<[string, string, string]> = [
  ['Гемоглобін', 'Загальний аналіз крові', '120–160 г/л'],
  ['Лейкоцити', 'Загальний аналіз крові', '4,0–9,0 ×10⁹/л'],
  ['Тромбоцити', 'Загальний аналіз крові', '180–320 ×10⁹/л'],
  ['Глюкоза', 'Біохімія крові', '3,9–5,5 ммоль/л'],
  ['Холестерин загальний', 'Біохімія крові', 'до 5,2 ммоль/л'],
  ['Креатинін', 'Біохімія крові', '62–115 мкмоль/л'],
]

const texts: Array<[string, string]> = [
  ['Норма', 'Патологічних змін не виявлено.'],
  ['Контроль через місяць', 'Рекомендовано повторний огляд і контроль аналізів через 1 місяць.'],
  ['Консультація кардіолога', 'Рекомендовано консультацію кардіолога з результатами ЕКГ.'],
  ['Дієта', 'Дотримуватися дієти зі зниженим вмістом солі та тваринних жирів; пити достатньо води.'],
]

export async function seedProtocolDictionaries(tx: Tx): Promise<void> {
  await insertIfEmpty(tx, protocolVendors, () => vendors.map(([name, country]) => ({ name, country })))
  const vendorIds = await idsBy(tx, protocolVendors, protocolVendors.name, protocolVendors.id)
  const vendor = (name: string | null) => (name === null ? null : need(vendorIds, name, 'vendor'))

  await insertIfEmpty(tx, researchToolGroups, () => researchGroups.map((name) => ({ name })))
  const rGroups = await idsBy(tx, researchToolGroups, researchToolGroups.name, researchToolGroups.id)
  await insertIfEmpty(tx, researchTools, () =>
    research.map(([name, group, v]) => ({
      name,
      groupId: need(rGroups, group, 'research group'),
      vendorId: vendor(v),
    })),
  )

  await insertIfEmpty(tx, preparationGroups, () => prepGroups.map((name) => ({ name })))
  const pGroups = await idsBy(tx, preparationGroups, preparationGroups.name, preparationGroups.id)
  await insertIfEmpty(tx, preparations, () =>
    preps.map(([name, group, v, dosage]) => ({
      name,
      groupId: need(pGroups, group, 'preparation group'),
      vendorId: vendor(v),
      dosage,
    })),
  )

  await insertIfEmpty(tx, labDiagnosticGroups, () => diagGroups.map((name) => ({ name })))
  const dGroups = await idsBy(tx, labDiagnosticGroups, labDiagnosticGroups.name, labDiagnosticGroups.id)
  await insertIfEmpty(tx, labDiagnostics, () =>
    diagnostics.map(([name, group, norm]) => ({
      name,
      groupId: need(dGroups, group, 'diagnostic group'),
      norm,
    })),
  )

  await insertIfEmpty(tx, labTexts, () => texts.map(([name, body]) => ({ name, body })))
}
