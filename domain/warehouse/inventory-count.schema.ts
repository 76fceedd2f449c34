/**
 * One counted line of an inventory statement, written on its own (issue 24 item 4): a tablet counting
 * offline queues one write per line, so two tablets counting different lines of one statement never
 * conflict. The line is named by its batch (nomenclature, series, expiry) — line ids change when the
 * whole statement is saved — and the write carries the count it was typed over (`previous`): when the
 * server's count is neither that nor the new one, someone else counted the line meanwhile (409 with the
 * statement as it now is). Setting the count it already has changes nothing (a replay is harmless).
 */
import { z } from 'zod'
import { id, int4, text } from '../api/scalars'
import { STOCK_QTY_MAX } from './stock-document.schema'

export const inventoryCountSchema = z
  .object({
    productId: id(),
    series: text().trim().max(64).nullable().describe('The batch series; null or empty means none'),
    expiresOn: z.iso.date().nullable().describe('The batch expiry date, YYYY-MM-DD'),
    quantity: int4(0, STOCK_QTY_MAX).describe('The counted quantity in use units'),
    previous: int4(0, STOCK_QTY_MAX).describe('The count the user typed over, as the device last had it'),
  })
  .strict()
  .meta({ id: 'InventoryCount' })
export type InventoryCount = z.infer<typeof inventoryCountSchema>

export const inventoryCountMessages = {
  notInventory: 'Це не інвентаризаційний опис: підрахунок рядка можна записати лише в опис',
  lineMissing: 'Такого рядка в описі вже немає: опис змінив інший користувач',
  signedNoDelete:
    'Підписаний інвентаризаційний опис видалити не можна: залишки складу вже вирівняно за ним. Розбіжності виправте новим описом',
  signedNoCount: 'Опис уже підписано або видалено: підрахунки в ньому змінювати не можна',
} as const
