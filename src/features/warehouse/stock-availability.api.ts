/**
 * The stock availability's requests: the page and the filters' choices are read through the reference
 * cache (network-first, kept on the device for offline), so these are their paths; the Excel file is a
 * plain download with the session's auth.
 */
import { downloadXlsx } from '../../ui/excel-transfer.api'

export const AVAILABILITY_PER_PAGE = 50

/** GET /api/v2/warehouse/stock-availability?<query>: a page of rows (stockAvailabilitySchema). */
export const availabilityPath = (query: string) =>
  `/api/v2/warehouse/stock-availability?perPage=${AVAILABILITY_PER_PAGE}${query ? `&${query}` : ''}`

/** GET …/options: the user's warehouses and the stock categories (stockAvailabilityOptionsSchema). */
export const availabilityOptionsPath = '/api/v2/warehouse/stock-availability/options'

/** The rows under the same filters (no page) as an Excel file. */
export const downloadAvailability = (query: string): Promise<Blob> =>
  downloadXlsx(`/api/v2/warehouse/stock-availability/export.xlsx${query ? `?${query}` : ''}`)
