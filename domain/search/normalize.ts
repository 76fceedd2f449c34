/**
 * One search normalisation for the server (stored key columns, query terms) and the PWA (IndexedDB
 * keys): a loose Latin "sound key" so that "kovalenko", "Коваленко" and "КОВАЛЕНКО" meet, as do
 * "Hryhorenko" / "Grigorenko" / "Григоренко", "Yevhen" / "Євген", "Ольга" / "Olha" / "Olga",
 * and "Мар'яна" / "Марʼяна" / "Maryana". Ranking (exact before prefix before near miss) is the
 * caller's job; this only decides which spellings are the same.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'Z',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'H',
  ц: 'c',
  ч: 'C',
  ш: 'S',
  щ: 'Q',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ё: 'e',
  ы: 'i',
  э: 'e',
  ъ: '',
}

// Latin spellings folded to the same placeholders as their Cyrillic letters (longest first).
const LATIN: ReadonlyArray<[RegExp, string]> = [
  [/shch|sch/g, 'Q'],
  [/zh/g, 'Z'],
  [/ch/g, 'C'],
  [/sh/g, 'S'],
  [/kh/g, 'H'],
  [/ts|tz/g, 'c'],
  [/x/g, 'ks'],
  [/h/g, 'g'], // Ukrainian г is "h" in the official romanisation, "g" in the Russian one
  [/[yj]/g, 'i'],
  [/w/g, 'v'],
  [/q/g, 'k'],
]

const PLACEHOLDERS: Record<string, string> = { Q: 'sch', Z: 'zh', C: 'ch', S: 'sh', H: 'h' }

/** Apostrophe look-alikes typed in Ukrainian names (’ ' ʼ ` ‘ ʹ ′ and the Cyrillic-keyboard ones). */
const APOSTROPHES = /['’ʼ`‘ʹ′"]/g

/** The loose search key of a name or free text: lower-case Latin letters, digits and single spaces. */
export function searchKey(text: string): string {
  let s = text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '')
  s = Array.from(s, (ch) => CYRILLIC[ch] ?? ch).join('')
  for (const [re, to] of LATIN) s = s.replace(re, to)
  s = s.replace(/[QZCSH]/g, (p) => PLACEHOLDERS[p] ?? p)
  // "Юлія"/"Yulia", "Юрій"/"Yurii"/"Yuriy": runs of i from і+я, і+й or y+y are one sound here.
  s = s.replace(/i+/g, 'i')
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Digits only: "+38 (067) 123-45-67" → "380671234567". Search matches any run of these digits. */
export function phoneDigits(text: string): string {
  return text.replace(/\D+/g, '')
}

/** A birthday typed as DD.MM.YYYY (or D.M.YYYY, with / or -) or YYYY-MM-DD, as YYYY-MM-DD; null when not a real date. */
export function birthdayIso(text: string): string | null {
  const t = text.trim()
  let y: number, m: number, d: number
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t)
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])]
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])]
  else return null
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/**
 * searchKey, softened for catalogue names, where people type a word the way it sounds: the soft sign of
 * ю / я / є / ьо ("глюкоза" is "gliukoza") is left out as often as not ("glukoza", "hliukoza"), so an
 * i before a vowel is dropped. Never stored on the server: both sides are keyed with it in the PWA.
 */
export function looseKey(text: string): string {
  return searchKey(text).replace(/i(?=[aeou])/g, '')
}
