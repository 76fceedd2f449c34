/**
 * The staff screen (spec 001 §6): users with their roles, filials, groups, specializations, warehouses,
 * cash registers and linked patient; create, versioned edit, a new password, block and unblock. All need
 * crmStaffEdit and are online-only. A change that alters a user's permissions (roles, block) drops their
 * cached rights and tells their tabs (`rightsChanged`), as the rights screen does; a new password and a
 * block end the user's sessions through the users_end_sessions trigger.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, errorBodySchema } from '../../../domain/api/errors'
import {
  staffBlockSchema,
  staffPasswordSchema,
  staffUserChoicesSchema,
  staffUserCreateSchema,
  staffUserIdParamsSchema,
  staffUserListQuerySchema,
  staffUserListSchema,
  staffUserMessages,
  staffUserSchema,
  staffUserStateSchema,
  staffUserUpdateSchema,
} from '../../../domain/staff/staff-users.schema'
import { roles, users } from '../../db/schema/auth'
import { filials, warehouses } from '../../db/schema/places'
import { specializations, staff, staffGroups } from '../../db/schema/staff'
import { cashRegisters } from '../../db/schema/staff-users'
import { hashPassword } from '../../db/seed/users'
import { emptyBodyAsObject } from '../../lib/optional-body'
import { notFound, updateVersioned } from '../../lib/versioned'
import { requireUser } from '../../plugins/auth'
import type { AppContext } from '../../app-context'
import {
  checkStaffUser,
  isUniqueViolation,
  listStaffUsers,
  loginTaken,
  readStaffUser,
  writeLinks,
} from './staff-users.repo'

const tags = ['Співробітники']
const auth = 'crmStaffEdit' as const
const errors = { 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema }

export function staffUsersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** After the commit: the user's next request reads their rights again, and their tabs are told. */
    const rightsChanged = (id: number) => {
      app.invalidateUser(id)
      app.realtime.toUser(id, 'rightsChanged', {})
    }

    app.get(
      '/api/v2/staff-users',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Користувачі: пошук за логіном або імʼям, фільтри за роллю, філіалом, блокуванням',
          querystring: staffUserListQuerySchema,
          response: { 200: staffUserListSchema },
        },
      },
      async (req) => {
        const { rows, total } = await listStaffUsers(ctx.db, req.query)
        return { data: rows, meta: { page: req.query.page, perPage: req.query.perPage, total } }
      },
    )

    app.get(
      '/api/v2/staff-users/choices',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Що пропонує форма: ролі, філіали, групи, спеціалізації, склади, каси, лікарі',
          response: { 200: staffUserChoicesSchema },
        },
      },
      async () => {
        const named = { id: filials.id, name: filials.name }
        const [roleRows, filialRows, groupRows, specRows, warehouseRows, registerRows, doctorRows] =
          await Promise.all([
            ctx.db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id)),
            ctx.db.select(named).from(filials).orderBy(asc(filials.name)),
            ctx.db
              .select({ id: staffGroups.id, name: staffGroups.name })
              .from(staffGroups)
              .orderBy(asc(staffGroups.name)),
            ctx.db
              .select({ id: specializations.id, name: specializations.name })
              .from(specializations)
              .orderBy(asc(specializations.name)),
            ctx.db
              .select({ id: warehouses.id, name: warehouses.name })
              .from(warehouses)
              .orderBy(asc(warehouses.name)),
            ctx.db
              .select({ id: cashRegisters.id, name: cashRegisters.name, filialId: cashRegisters.filialId })
              .from(cashRegisters)
              .where(eq(cashRegisters.active, true))
              .orderBy(asc(cashRegisters.name)),
            ctx.db
              .select({ id: staff.id, name: staff.fullName, userId: staff.userId })
              .from(staff)
              .where(and(eq(staff.active, true), eq(staff.isDoctor, true)))
              .orderBy(asc(staff.fullName)),
          ])
        return {
          roles: roleRows,
          filials: filialRows,
          staffGroups: groupRows,
          specializations: specRows,
          warehouses: warehouseRows,
          cashRegisters: registerRows,
          doctors: doctorRows,
        }
      },
    )

    app.get(
      '/api/v2/staff-users/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Користувач з усіма привʼязками',
          params: staffUserIdParamsSchema,
          response: { 200: staffUserSchema, 404: errorBodySchema },
        },
      },
      async (req) => {
        const user = await readStaffUser(ctx.db, req.params.id)
        if (!user) throw notFound()
        return user
      },
    )

    app.post(
      '/api/v2/staff-users',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Новий користувач з початковим паролем (Idempotency-Key)',
          body: staffUserCreateSchema,
          response: { 201: staffUserSchema, ...errors },
        },
      },
      async (req, reply) => {
        const { password, ...input } = req.body
        const passwordHash = await hashPassword(password)
        const created = await ctx.mutate(req, reply, async (m) => {
          const { tx } = m
          await checkStaffUser(tx, input, null)
          const [row] = await tx
            .transaction((sp) =>
              sp
                .insert(users)
                .values({
                  login: input.login,
                  name: input.name,
                  roleId: input.roleId,
                  clientId: input.clientId,
                  mustApproveOnline: input.mustApproveOnline,
                  passwordHash,
                })
                .returning({ id: users.id }),
            )
            .catch((e: unknown) => {
              throw isUniqueViolation(e) ? loginTaken() : e
            })
          if (!row) throw new Error('user insert returned nothing')
          await writeLinks(tx, row.id, input)
          m.status(201)
          const user = await readStaffUser(tx, row.id)
          if (!user) throw notFound()
          return user
        })
        return created
      },
    )

    app.put(
      '/api/v2/staff-users/:id',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Змінити користувача (з версією, яку бачив редактор; 409 з поточним станом)',
          params: staffUserIdParamsSchema,
          body: staffUserUpdateSchema,
          response: { 200: staffUserSchema, ...errors },
        },
      },
      async (req, reply) => {
        const { id } = req.params
        const { version, ...input } = req.body
        const saved = await ctx.mutate(req, reply, async ({ tx }) => {
          if (!(await readStaffUser(tx, id))) throw notFound()
          await checkStaffUser(tx, input, id)
          await tx
            .transaction((sp) =>
              updateVersioned(
                sp,
                users,
                { id, version },
                {
                  login: input.login,
                  name: input.name,
                  roleId: input.roleId,
                  clientId: input.clientId,
                  mustApproveOnline: input.mustApproveOnline,
                },
                () => readStaffUser(tx, id),
              ),
            )
            .catch((e: unknown) => {
              throw isUniqueViolation(e) ? loginTaken() : e
            })
          await writeLinks(tx, id, input)
          const user = await readStaffUser(tx, id)
          if (!user) throw notFound()
          return user
        })
        rightsChanged(id)
        return saved
      },
    )

    app.post(
      '/api/v2/staff-users/:id/password',
      {
        config: { auth },
        schema: {
          tags,
          summary: 'Новий пароль користувача (усі його сесії завершуються)',
          params: staffUserIdParamsSchema,
          body: staffPasswordSchema,
          response: { 200: staffUserStateSchema, 404: errorBodySchema, 422: errorBodySchema },
        },
      },
      async (req, reply) => {
        const { id } = req.params
        const passwordHash = await hashPassword(req.body.password)
        // The answer holds no secret: a repeat with the same key gets the same state back.
        const state = await ctx.mutate(req, reply, async ({ tx }) => {
          const [row] = await tx
            .update(users)
            .set({ passwordHash, updatedAt: ctx.now() })
            .where(eq(users.id, id))
            .returning({ id: users.id, isActive: users.isActive, version: users.version })
          if (!row) throw notFound()
          return row
        })
        // Their sessions ended with the new password: open tabs are told, so they go to sign-in at once.
        rightsChanged(id)
        req.log.info({ event: 'security', kind: 'password_set_by_admin', targetUserId: id }, 'password set')
        return state
      },
    )

    for (const [action, active] of [
      ['block', false],
      ['unblock', true],
    ] as const) {
      app.post(
        `/api/v2/staff-users/:id/${action}`,
        {
          config: { auth },
          preValidation: emptyBodyAsObject,
          schema: {
            tags,
            summary: active
              ? 'Розблокувати користувача'
              : 'Заблокувати користувача (його сесії завершуються одразу)',
            params: staffUserIdParamsSchema,
            body: staffBlockSchema,
            response: { 200: staffUserStateSchema, 404: errorBodySchema, 422: errorBodySchema },
          },
        },
        async (req, reply) => {
          const { id } = req.params
          const me = requireUser(req)
          if (!active && id === me.id)
            throw new DomainError('cannot_block_self', 422, staffUserMessages.cannotBlockSelf)
          const state = await ctx.mutate(req, reply, async ({ tx }) => {
            const [row] = await tx
              .update(users)
              .set({ isActive: active, updatedAt: ctx.now() })
              .where(eq(users.id, id))
              .returning({ id: users.id, isActive: users.isActive, version: users.version })
            if (!row) throw notFound()
            return row
          })
          rightsChanged(id)
          req.log.info({ event: 'security', kind: `user_${action}ed`, targetUserId: id }, `user ${action}ed`)
          return state
        },
      )
    }
  }
}
