/**
 * Settings → laboratory → cities: the network's cities (the same records as general/cities-filial, so a
 * city is edited in one place whichever page opens it) with their metro stations, which blood points
 * name. A city in use (filials, blood points, laboratories, metro, price lists…) is not deleted.
 */
import { allResources, resourceByName } from '../../../domain/resources/registry'
import { ResourceSection } from '../../ui/resource/resource-section'
import { usePulledResources } from '../../ui/resource/use-resource'

const shown = ['cities', 'metros'].flatMap((name) => resourceByName(name) ?? [])

export function LabCitiesPage() {
  usePulledResources(allResources())
  return (
    <div className="grid gap-10">
      <h1 className="text-2xl font-semibold">Міста лабораторії</h1>
      {shown.map((def) => (
        <ResourceSection key={def.name} def={def} prefix={`${def.name}.`} heading="h2" />
      ))}
    </div>
  )
}
