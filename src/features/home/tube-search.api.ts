/** The home page's tube search call (GET /api/v2/lab/tubes/search). Online only. */
import { tubeSearchAnswerSchema, type TubeSearchAnswer } from '../../../domain/laboratory/lab-tubes.schema'
import { api } from '../../lib/api/api'

export const tubeSearchKey = (barcode: string) => ['lab', 'tubes', 'search', barcode] as const

export function fetchTube(barcode: string, signal: AbortSignal): Promise<TubeSearchAnswer> {
  const query = new URLSearchParams({ barcode }).toString()
  return api.request(`/api/v2/lab/tubes/search?${query}`, { schema: tubeSearchAnswerSchema, signal })
}
