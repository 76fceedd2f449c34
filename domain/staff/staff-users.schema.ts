/**
 * The staff screen (spec 001 §6, /settings/general/staff): user accounts with their main and additional
 * roles, filials, staff groups, specializations, warehouses, cash registers of their filials, a linked
 * patient, the doctor's staff card and "approve online only"; password reset and block. One contract for the API and the form.
 */
import { z } from 'zod'
import { id, idParam, int4, queryInt, text, version } from '../api/scalars'

export const STAFF_USERS_PER_PAGE = 15
export const STAFF_USERS_PER_PAGE_MAX = 100
export const PASSWORD_MIN = 8

export const staffUserMessages = {
  loginTaken: 'Такий логін вже зайнятий',
  loginFormat: 'Логін: латинські літери, цифри, крапка, дефіс, підкреслення або @',
  registerNotInFilials: 'Каса не належить обраним філіалам',
  cannotBlockSelf: 'Не можна заблокувати себе',
  passwordsDiffer: 'Паролі не збігаються',
  passwordShort: `Пароль — щонайменше ${PASSWORD_MIN} символів`,
  unknownRef: 'Такого запису немає: оновіть сторінку',
  doctorTaken: 'Цього лікаря вже пов’язано з іншим обліковим записом',
  notADoctor: 'Оберіть лікаря зі списку',
} as const

/** Letters of the login alphabet; compared case-insensitively (users_login_lower_idx). */
const login = () =>
  text()
    .trim()
    .min(2)
    .max(50)
    .regex(/^[A-Za-z0-9._@-]+$/, staffUserMessages.loginFormat)

export const password = () => text().min(PASSWORD_MIN, staffUserMessages.passwordShort).max(128)

const ids = () => z.array(id()).max(500)

/** The fields of the form shared by create and edit. */
const staffUserFields = {
  login: login(),
  name: text().trim().min(2).max(200),
  roleId: id(),
  extraRoleIds: ids(),
  filialIds: ids(),
  staffGroupIds: ids(),
  specializationIds: ids(),
  warehouseIds: ids(),
  cashRegisterIds: ids(),
  clientId: id().nullable(),
  mustApproveOnline: z.boolean(),
  /**
   * The staff card (a doctor) of this account: the doctor's workstation shows that doctor's day. null
   * unlinks; left out, an edit keeps the link as it is.
   */
  doctorId: id().nullable().optional(),
}

/** POST /api/v2/staff-users: a new user with an initial password. */
export const staffUserCreateSchema = z
  .object({ ...staffUserFields, password: password() })
  .strict()
  .meta({ id: 'StaffUserCreate' })
export type StaffUserCreate = z.infer<typeof staffUserCreateSchema>

/** PUT /api/v2/staff-users/{id}: the whole user, against the version the editor read. */
export const staffUserUpdateSchema = z
  .object({ ...staffUserFields, version: version() })
  .strict()
  .meta({ id: 'StaffUserUpdate' })
export type StaffUserUpdate = z.infer<typeof staffUserUpdateSchema>

/** The whole user as the form edits it (GET /api/v2/staff-users/{id}). */
export const staffUserSchema = z
  .object({
    id: int4(),
    login: text(),
    name: text(),
    roleId: int4(),
    extraRoleIds: z.array(int4()),
    filialIds: z.array(int4()),
    staffGroupIds: z.array(int4()),
    specializationIds: z.array(int4()),
    warehouseIds: z.array(int4()),
    cashRegisterIds: z.array(int4()),
    clientId: int4().nullable(),
    clientName: text().nullable().describe('The linked patient: surname, name, patronymic'),
    doctorId: int4().nullable().describe('The staff card (a doctor) linked to the account'),
    doctorName: text().nullable(),
    mustApproveOnline: z.boolean(),
    isActive: z.boolean(),
    version: int4(),
  })
  .meta({ id: 'StaffUser' })
export type StaffUser = z.infer<typeof staffUserSchema>

export const staffUserRowSchema = z
  .object({
    id: int4(),
    login: text(),
    name: text(),
    roleNames: z.array(text()).describe('The main role first, then the additional ones'),
    filialNames: z.array(text()),
    blocked: z.boolean(),
  })
  .meta({ id: 'StaffUserRow' })
export type StaffUserRow = z.infer<typeof staffUserRowSchema>

export const staffUserListQuerySchema = z
  .object({
    q: text().trim().max(100).optional().describe('Part of the login or the name, any case'),
    roleId: idParam().optional().describe('Users with this role, main or additional'),
    filialId: idParam().optional(),
    blocked: z.enum(['true', 'false']).optional().describe('true: blocked only; false: active only'),
    page: queryInt(1, 100_000).default(1),
    perPage: queryInt(1, STAFF_USERS_PER_PAGE_MAX).default(STAFF_USERS_PER_PAGE),
  })
  // No meta id: a querystring schema must stay inline (@fastify/swagger cannot resolve a $ref there).
  .strict()
export type StaffUserListQuery = z.infer<typeof staffUserListQuerySchema>

export const staffUserListSchema = z
  .object({
    data: z.array(staffUserRowSchema),
    meta: z.object({ page: int4(), perPage: int4(), total: int4() }),
  })
  .meta({ id: 'StaffUserList' })
export type StaffUserList = z.infer<typeof staffUserListSchema>

const choice = z.object({ id: int4(), name: text() })

/** GET /api/v2/staff-users/choices: what the form offers besides the registered resources. */
export const staffUserChoicesSchema = z
  .object({
    roles: z.array(choice),
    filials: z.array(choice),
    staffGroups: z.array(choice),
    specializations: z.array(choice),
    warehouses: z.array(choice),
    cashRegisters: z.array(choice.extend({ filialId: int4() })).describe('Active cash registers'),
    doctors: z
      .array(choice.extend({ userId: int4().nullable() }))
      .describe('Active doctors’ staff cards, with the account each is linked to now'),
  })
  .meta({ id: 'StaffUserChoices' })
export type StaffUserChoices = z.infer<typeof staffUserChoicesSchema>

export const staffUserIdParamsSchema = z.object({ id: idParam() })

/** POST /api/v2/staff-users/{id}/password. */
export const staffPasswordSchema = z.object({ password: password() }).strict().meta({ id: 'StaffPassword' })

/** The password dialog: the new password typed twice. */
export const staffPasswordFormSchema = z
  .object({ password: password(), repeat: text().max(128) })
  .refine((v) => v.password === v.repeat, { message: staffUserMessages.passwordsDiffer, path: ['repeat'] })
export type StaffPasswordForm = z.infer<typeof staffPasswordFormSchema>

/** POST …/block and …/unblock take no data. */
export const staffBlockSchema = z.object({}).strict().meta({ id: 'StaffBlock' })

/** The answer of password, block and unblock: the user's state after it. */
export const staffUserStateSchema = z
  .object({ id: int4(), isActive: z.boolean(), version: int4() })
  .meta({ id: 'StaffUserState' })
