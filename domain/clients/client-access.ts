/**
 * Who may do what with client records: the one set of names for the server's client routes
 * (server/modules/clients, previous-entries) and the PWA's pages, buttons and routes.
 */
import { can, type PermissionMap } from '../permissions/check'
import type { PermissionName } from '../permissions/catalogue'

/** Reads clients: the list, the profile, search, previous entries. */
export const clientRead: PermissionName = 'crmClientsSee'
/** Creates clients, edits their data and switches the online-cabinet sync. */
export const clientEdit: PermissionName = 'crmClientsEdit'
/** Deletes a client (with a reason) and restores a deleted one. */
export const clientDelete: PermissionName = 'crmClientsDelete'
/** Registers and changes previous entries. */
export const previousEntryEdit: PermissionName = 'crmPreviousOrdersEdit'

/** What the user may do on a client's pages, each flag one of the server's route permissions. */
export interface ClientRights {
  read: boolean
  edit: boolean
  delete: boolean
  previousEntries: boolean
}

export function clientRights(p: PermissionMap | undefined): ClientRights {
  return {
    read: can(p, clientRead),
    edit: can(p, clientEdit),
    delete: can(p, clientDelete),
    previousEntries: can(p, previousEntryEdit),
  }
}

/** Why a button is not there or not usable (shown beside a read-only page). */
export const clientAccessMessages = {
  readOnly: 'Лише перегляд: у вас немає права змінювати дані клієнтів.',
} as const
