/** Installation settings by name, legal texts and the base information of the application. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { crmSettings, legalInfo } from '../../db/schema/crm-references'
import { dictionarySet } from './dictionary.repo'

export async function findCrmSetting(db: Db, name: string) {
  const [row] = await db
    .select({ value: crmSettings.value })
    .from(crmSettings)
    .where(eq(crmSettings.name, name))
  return row?.value
}

export async function findLegalInfo(db: Db, param: string) {
  const [row] = await db
    .select({ param: legalInfo.param, title: legalInfo.title, items: legalInfo.items })
    .from(legalInfo)
    .where(eq(legalInfo.param, param))
  return row
}

/** Contact-centre hours shown to users (spec 000 §1, spec 001 §1). */
const contactHours = [
  { days: 'Пн–Пт', hours: '8:00–18:00' },
  { days: 'Сб', hours: '9:00–16:00' },
]

/** The medical centre's name and contacts (the medicalCenter set), currency, languages, version. */
export async function applicationBase(db: Db, appVersion: string) {
  const [center, currencies, languages] = await Promise.all([
    dictionarySet(db, 'medicalCenter'),
    dictionarySet(db, 'currencies'),
    dictionarySet(db, 'languages'),
  ])
  const field = (key: string) => String(center.find((o) => o.key === key)?.value ?? '')
  const uah = currencies.find((c) => c.key === 'UAH')
  return {
    name: field('name'),
    phone: field('phone'),
    email: field('email'),
    site: field('site'),
    address: field('address'),
    contactHours,
    currency: { code: 'UAH', symbol: typeof uah?.symbol === 'string' ? uah.symbol : 'грн' },
    languages,
    appVersion,
  }
}
