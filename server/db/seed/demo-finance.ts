/**
 * Demo data: payment types, contractors (insurance companies), legal entities, partner companies,
 * contracts, discounts and the reason lists. Companies and tax codes are fictional; e-mail addresses
 * use reserved example domains so nothing can ever be sent to a real mailbox.
 */
import { uaIban } from '../../../domain/insurance-companies/bank-details'

/** [name, cash type, online] */
export const demoPaymentTypes: Array<[string, 'cashless' | 'in_cash', boolean]> = [
  ['Готівка', 'in_cash', false],
  ['Картка', 'cashless', false],
  ['Онлайн-оплата', 'cashless', true],
  ['Безготівковий розрахунок', 'cashless', false],
  ['Оплата страховою компанією', 'cashless', false],
]

/**
 * [code, name, contact person, email, contract number, max discount %, published, home city,
 *  contract start, contract end (null = open), auto-extension]
 * «Провідна»'s contract ended on 31.12.2025 without auto-extension: the demo shows it refused on orders.
 */
// prettier-ignore
export const demoInsuranceCompanies: Array<[string, string, string, string, string, number, boolean, string, string, string | null, boolean]> = [
  ['TAS', 'СК «ТАС»', 'Гриценко Олег', 'dms@tas.example.com', 'ДМС-2024/17', 10, true, 'Київ', '2024-01-01', '2026-12-31', true],
  ['UNIKA', 'СК «Уніка»', 'Романюк Ірина', 'medical@unika.example.com', 'ДМС-2024/21', 15, true, 'Київ', '2025-01-01', '2025-12-31', true],
  ['ARX', 'СК «ARX»', 'Дорошенко Павло', 'assist@arx.example.com', 'ДМС-2023/09', 10, true, 'Львів', '2023-06-01', null, false],
  ['INGO', 'СК «Інго»', 'Ярошенко Алла', 'dms@ingo.example.com', 'ДМС-2024/03', 5, true, 'Одеса', '2024-04-01', '2027-03-31', false],
  ['PROVIDNA', 'СК «Провідна»', 'Мазур Тетяна', 'health@providna.example.com', 'ДМС-2022/44', 5, true, 'Дніпро', '2022-03-01', '2025-12-31', false],
  ['KNIAZHA', 'СК «Княжа»', 'Литвин Ігор', 'dms@kniazha.example.com', 'ДМС-2021/12', 0, false, 'Харків', '2021-01-01', '2024-12-31', false],
]

/**
 * What each demo contract covers: cities and filials (codes) it works in, the payment types it accepts
 * (an empty list: no restriction), and its own price list — a copy of the city's list with the
 * contract's discount — for the given city and type.
 */
export const demoInsuranceCoverage: Record<
  string,
  {
    cities: string[]
    filials: string[]
    paymentTypes: string[]
    priceList?: { city: string; type: 'services' | 'tests'; discount: number }
  }
> = {
  TAS: {
    cities: ['Київ', 'Бровари', 'Ірпінь'],
    filials: ['KV01', 'KV02'],
    paymentTypes: ['Оплата страховою компанією', 'Безготівковий розрахунок'],
    priceList: { city: 'Київ', type: 'services', discount: 10 },
  },
  UNIKA: {
    cities: ['Київ', 'Львів'],
    filials: [],
    paymentTypes: ['Оплата страховою компанією'],
    priceList: { city: 'Київ', type: 'tests', discount: 15 },
  },
  ARX: { cities: ['Львів'], filials: ['LV01'], paymentTypes: ['Оплата страховою компанією', 'Картка'] },
  INGO: { cities: ['Одеса'], filials: [], paymentTypes: [] },
  PROVIDNA: { cities: ['Дніпро', 'Київ'], filials: [], paymentTypes: ['Оплата страховою компанією'] },
  KNIAZHA: { cities: ['Харків'], filials: [], paymentTypes: [] },
}

/**
 * The contract profile of some demo contractors: email variants, bank details (fictional accounts, check
 * digits computed so they pass validation) and addresses. The others keep these empty, as new ones are.
 */
export const demoInsuranceProfiles: Record<
  string,
  {
    emails: { emergency: string; financial: string; officer: string; results: string }
    bank: { name: string; code: string; account: string }
    legalAddress: string
    mailingAddress: string
    notify: { results: boolean; orders: boolean; statements: boolean }
  }
> = {
  TAS: {
    emails: {
      emergency: 'assist@tas.example.com',
      financial: 'finance@tas.example.com',
      officer: 'compliance@tas.example.com',
      results: 'results@tas.example.com',
    },
    bank: { name: 'АТ КБ «ПриватБанк»', code: '305299', account: uaIban('3052990000026000000000017') },
    legalAddress: 'м. Київ, вул. Володимирська, 44',
    mailingAddress: 'м. Київ, а/с 101',
    notify: { results: true, orders: true, statements: true },
  },
  UNIKA: {
    emails: {
      emergency: 'sos@unika.example.com',
      financial: 'billing@unika.example.com',
      officer: 'officer@unika.example.com',
      results: 'lab@unika.example.com',
    },
    bank: { name: 'АТ «Райффайзен Банк»', code: '380805', account: uaIban('3808050000026000000000021') },
    legalAddress: 'м. Київ, вул. Здолбунівська, 7-Д',
    mailingAddress: 'м. Київ, вул. Здолбунівська, 7-Д',
    notify: { results: true, orders: false, statements: true },
  },
}

/** [tax code, name, address, IBAN] */
// prettier-ignore
export const demoLegalEntities: Array<[string, string, string, string]> = [
  ['43120001', 'ТОВ «Клінік Офіс»', 'м. Київ, вул. Хрещатик, 15', 'UA213052990000026007011111111'],
  ['43120002', 'ТОВ «Клінік Офіс Лаб»', 'м. Київ, вул. Січових Стрільців, 37', 'UA633052990000026001022222222'],
  ['3012345678', 'ФОП Мельничук Оксана Вікторівна', 'м. Вінниця, вул. Соборна, 50', 'UA903052990000026003033333333'],
]

/** [tax code, name, address, phone, email] */
// prettier-ignore
export const demoCompanies: Array<[string, string, string, string, string]> = [
  ['41230011', 'ТОВ «Світанок Агро»', 'Київська обл., м. Бровари, вул. Лісова, 3', '380459400011', 'hr@svitanok.example.com'],
  ['41230012', 'ТОВ «Дніпро Логістик»', 'м. Дніпро, вул. Набережна Перемоги, 86', '380567400012', 'office@dnipro-log.example.com'],
  ['41230013', 'ПП «Карпатська вода»', 'м. Львів, вул. Промислова, 27', '380322400013', 'kadry@karpat-voda.example.com'],
  ['41230014', 'ТОВ «ІТ Хаб Львів»', 'м. Львів, вул. Героїв УПА, 73', '380322400014', 'people@ithub.example.com'],
  ['41230015', 'БФ «Здорова родина»', 'м. Київ, вул. Велика Васильківська, 100', '380442400015', 'fund@zdorova.example.org'],
]

/** [number, name, company tax code, legal entity tax code, from, to] */
// prettier-ignore
export const demoContracts: Array<[string, string, string, string, string, string | null]> = [
  ['КД-2024/001', 'Медичні огляди працівників', '41230011', '43120001', '2024-01-15', '2025-12-31'],
  ['КД-2024/002', 'Лабораторні обстеження персоналу', '41230012', '43120002', '2024-03-01', '2025-02-28'],
  ['КД-2024/003', 'Корпоративне медичне обслуговування', '41230014', '43120001', '2024-06-01', null],
  ['КД-2025/001', 'Благодійні обстеження дітей', '41230015', '43120002', '2025-01-10', '2025-12-31'],
]

/** [name, percent, active] */
export const demoDiscounts: Array<[string, number, boolean]> = [
  ['Пенсійна', 10, true],
  ['Студентська', 5, true],
  ['Сімейна', 7, true],
  ['Картка лояльності', 15, true],
  ['Співробітникам мережі', 20, true],
  ['Акція «Чек-ап весною»', 12, false],
]

export const demoCancelReasons = [
  'Клієнт не прийшов',
  'Клієнт відмовився',
  'Перенесено на іншу дату',
  'Помилка реєстрації',
  'Дублікат замовлення',
  'Протипоказання до процедури',
  'Несправність обладнання',
]

export const demoWeekendReasons = [
  'Свято',
  'Санітарний день',
  'Відпустка',
  'Лікарняний',
  'Навчання або конференція',
  'Технічні роботи',
]
