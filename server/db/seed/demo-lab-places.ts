/**
 * Demo data of the laboratory's places and test lists: the further fields of the demo blood points
 * (seeded by places.ts before contractors and metro stations exist), favourite tests and the staging
 * of tests per laboratory.
 */

export interface DemoPointDetails {
  metro?: string
  contractor?: string
  medicalCenterContractor?: string
  guiding?: string
  hideLab?: boolean
  logoUrl?: string
  blankEmail?: string
  blankPhone?: string
  site?: string
  notes?: string
  pediatricNurse?: boolean
  cardPayment?: boolean
  /** Hryvnias a month. */
  fixedCostsUah?: number
}

const site = 'https://clinic-office.example'
const logo = 'https://clinic-office.example/logo.png'
const blanks = 'results@clinic-office.example'

/** Ukrainian address of a demo blood point → its further fields. */
export const demoBloodPointDetails: Record<string, DemoPointDetails> = {
  'вул. Хрещатик, 15': {
    metro: 'Хрещатик',
    pediatricNurse: true,
    logoUrl: logo,
    site,
    blankEmail: blanks,
    blankPhone: '380443334400',
    fixedCostsUah: 185_000,
    notes: 'Вхід з двору, ліфт для візочків.',
  },
  'просп. Оболонський, 22': {
    metro: 'Оболонь',
    pediatricNurse: true,
    site,
    blankEmail: blanks,
    fixedCostsUah: 120_000,
  },
  'вул. Драгоманова, 8': { metro: 'Позняки', site, blankEmail: blanks, fixedCostsUah: 95_000 },
  'вул. Січових Стрільців, 37': {
    metro: "Лук'янівська",
    guiding: 'Амбулаторія сімейної медицини №3, Київ',
    notes: 'Пункт при амбулаторії: пацієнтів направляє амбулаторія.',
    fixedCostsUah: 40_000,
  },
  'просп. Берестейський, 112': { notes: 'Закрито на ремонт, відкриття навесні.', cardPayment: false },
  'вул. Героїв України, 9': {
    contractor: 'TAS',
    medicalCenterContractor: 'TAS',
    hideLab: true,
    logoUrl: 'https://partner-brovary.example/logo.png',
    site: 'https://partner-brovary.example',
    blankEmail: 'lab@partner-brovary.example',
    blankPhone: '380459412200',
    notes: 'Партнерський пункт: бланки без назви лабораторії.',
    cardPayment: false,
  },
  'вул. Університетська, 2': { contractor: 'UNIKA', medicalCenterContractor: 'TAS', fixedCostsUah: 30_000 },
  'вул. Городоцька, 45': {
    pediatricNurse: true,
    guiding: 'Жіноча консультація №2, Львів',
    site,
    blankEmail: blanks,
    fixedCostsUah: 110_000,
  },
  'вул. Дерибасівська, 12': { guiding: 'Міська поліклініка №1, Одеса', site, fixedCostsUah: 90_000 },
  'просп. Яворницького, 60': { metro: 'Проспект Свободи', site, fixedCostsUah: 80_000 },
  'вул. Сумська, 30': { metro: 'Університет', pediatricNurse: true, site, fixedCostsUah: 85_000 },
}

/** [test code, order] of the favourite tests (the first test by code stays out: the generic suite adds it). */
export const demoFavoriteTests: Array<[string, number]> = [
  ['2001', 10],
  ['1002', 20],
  ['2502', 30],
  ['3001', 40],
  ['2102', 50],
]

/** [test code, laboratory code, weekdays 1–7, sample due by, working days to the result] */
export const demoStagingTests: Array<[string, string, number[], string | null, number]> = [
  ['2001', 'LAB-KV', [1, 2, 3, 4, 5, 6], '14:00', 1],
  ['3001', 'LAB-KV', [1, 2, 3, 4, 5], '12:00', 1],
  ['3107', 'LAB-KV', [2, 4], '10:00', 3],
  ['3201', 'LAB-KV', [1, 3, 5], '11:00', 2],
  ['3001', 'LAB-LV', [1, 3, 5], '11:00', 2],
  ['2001', 'LAB-OD', [1, 2, 3, 4, 5], '13:00', 1],
]
