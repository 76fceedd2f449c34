/** How the call list shows a patient: surname and initials, the phone as +38(###)###-##-##. */

export function shortPatientName(p: {
  surname: string | null
  name: string | null
  patronymic: string | null
}): string {
  const initial = (s: string | null) => (s && s.trim() ? `${s.trim()[0]!.toUpperCase()}.` : '')
  return [p.surname?.trim() ?? '', `${initial(p.name)}${initial(p.patronymic)}`].filter(Boolean).join(' ')
}

/** A Ukrainian number as +38(###)###-##-##; anything that is not 10 digits stays as it is. */
export function uaPhone(phone: string): string {
  let d = phone.replace(/\D+/g, '')
  if (d.startsWith('38')) d = d.slice(2)
  if (d.length !== 10) return phone
  return `+38(${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`
}
