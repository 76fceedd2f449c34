/** Parameters external laboratory APIs ask for, and the reference values of list-type parameters. */
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  laboratories,
  paramApiReferences,
  paramApiReferenceTypes,
  paramApis,
} from '../../db/schema/lab-network'
import { byLabel } from './labels'

export async function paramApiOptions(db: Db, filter: { laboratoryId?: number; referenceType?: string }) {
  const where: SQL[] = []
  if (filter.laboratoryId !== undefined) where.push(eq(paramApis.laboratoryId, filter.laboratoryId))
  if (filter.referenceType !== undefined) where.push(eq(paramApis.referenceType, filter.referenceType))
  const rows = await db
    .select({
      key: paramApis.id,
      value: paramApis.name,
      code: paramApis.code,
      referenceType: paramApis.referenceType,
      laboratory: paramApis.laboratoryId,
      laboratoryName: laboratories.name,
    })
    .from(paramApis)
    .leftJoin(laboratories, eq(laboratories.id, paramApis.laboratoryId))
    .where(and(...where))
  return byLabel(rows)
}

/** Values of list-type parameters, in their configured order (optionally of one parameter). */
export async function paramApiReferenceOptions(db: Db, paramApiId?: number) {
  return db
    .select({
      key: paramApiReferences.id,
      value: paramApiReferences.value,
      code: paramApiReferences.code,
      paramApi: paramApiReferences.paramApiId,
    })
    .from(paramApiReferences)
    .where(paramApiId === undefined ? undefined : eq(paramApiReferences.paramApiId, paramApiId))
    .orderBy(asc(paramApiReferences.paramApiId), asc(paramApiReferences.sort), asc(paramApiReferences.id))
}

/** The types of parameter value (settings → general → param-api-reference-type), keyed by system name. */
export async function paramApiReferenceTypeOptions(db: Db) {
  return db
    .select({ key: paramApiReferenceTypes.systemName, value: paramApiReferenceTypes.name })
    .from(paramApiReferenceTypes)
    .orderBy(asc(paramApiReferenceTypes.id))
}
