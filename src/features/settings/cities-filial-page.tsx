/** Settings → general → cities and filials: the generic page of regions, cities and filials, with the base-city warnings. */
import { ResourcePage } from '../../ui/resource/resource-page'
import { BaseCityWarnings } from './base-city-warnings'

export function CitiesFilialPage() {
  return <ResourcePage intro={<BaseCityWarnings />} />
}
