/**
 * The stored search keys of a client: the server writes them into clients.*_key on every write and
 * the PWA into its local index, both with domain/search, so both find the same clients.
 */
import { searchKey } from '../search/normalize'

export interface ClientSearchKeys {
  surnameKey: string
  nameKey: string
  patronymicKey: string | null
}

/** Keys of a client's names; a missing patronymic has no key. */
export function clientSearchKeys(c: {
  surname: string
  name: string
  patronymic?: string | null
}): ClientSearchKeys {
  return {
    surnameKey: searchKey(c.surname),
    nameKey: searchKey(c.name),
    patronymicKey: c.patronymic ? searchKey(c.patronymic) : null,
  }
}
