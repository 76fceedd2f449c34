/**
 * How many SMS parts a text takes, as the operators count them: a text of the GSM 7-bit alphabet fits
 * 160 characters in one part and 153 per part when split; any other character (Cyrillic, «лапки»,
 * emoji) sends the whole text as UCS-2: 70 in one part, 67 per part. The template form shows it so the
 * clinic sees what a reminder costs before saving.
 */

// GSM 03.38 basic set (one septet each) and its extension table (an escape plus a septet: two).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€\f'
const basic = new Set(GSM_BASIC)
const extended = new Set(GSM_EXTENDED)

export type SmsEncoding = 'gsm7' | 'ucs2'

export interface SmsParts {
  encoding: SmsEncoding
  /** Characters as the operator counts them (an extension character counts two; UCS-2 counts UTF-16 units). */
  length: number
  /** Parts the text is sent in; 0 for an empty text. */
  parts: number
  /** Characters one part holds at this length (160/153 or 70/67). */
  perPart: number
}

/** The SMS parts of `text` (one part up to 160 GSM / 70 UCS-2 characters, then 153 / 67 per part). */
export function smsParts(text: string): SmsParts {
  let septets = 0
  let gsm = true
  for (const ch of text) {
    if (basic.has(ch)) septets += 1
    else if (extended.has(ch)) septets += 2
    else {
      gsm = false
      break
    }
  }
  const [encoding, length, single, multi] = gsm
    ? (['gsm7', septets, 160, 153] as const)
    : (['ucs2', text.length, 70, 67] as const)
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi)
  return { encoding, length, parts, perPart: parts > 1 ? multi : single }
}
