/**
 * Examples of every registered resource's writes, made from the definitions. A create is sent once
 * before the bad bodies (`seedFirst`), so a mutated body that passes validation reuses an existing uuid
 * with other data and is refused as a uuid conflict; the valid body then answers the same row (200).
 * An edit sends only the version, which changes nothing.
 */
import { randomUUID } from 'node:crypto'
import type { RouteExample } from '../route-examples'
import type { AnyResource } from '../../../domain/resources/define-resource'
import { allResources } from '../../../domain/resources/registry'
import { sampleRecord } from '../resource-samples'

/**
 * Row 2 of these: in the demo, filial 1 already sends its samples to laboratory 1, so a filial link of
 * rows 1 and 1 would be refused as a repeat.
 */
const notFirst: Record<string, number> = { laboratories: 2 }

/** A valid create body: the generic suites' sample record, every other reference naming row 1. */
const body = (def: AnyResource) =>
  sampleRecord(
    def,
    new Proxy<Record<string, number>>(
      {},
      { get: (_, key) => (typeof key === 'string' && notFirst[key]) || 1 },
    ),
  )

export const examples: Record<string, RouteExample> = Object.fromEntries(
  allResources().flatMap((def): Array<[string, RouteExample]> => {
    const path = `/api${def.apiPath}`
    return [
      [
        `POST ${path}`,
        { as: 'admin', url: path, body: { uuid: randomUUID(), ...body(def) }, ok: 200, seedFirst: true },
      ],
      [`PATCH ${path}/:id`, { as: 'admin', url: `${path}/1`, body: { version: 1 }, ok: 200 }],
    ]
  }),
)
