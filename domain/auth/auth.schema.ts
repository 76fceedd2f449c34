/** Sign-in and session payloads (spec 000 §4, §7 Session). */
import { z } from 'zod'
import { int4, text } from '../api/scalars'
import { moduleTreeSchema } from '../permissions/modules'

export const loginRequestSchema = z
  .object({
    login: text().trim().min(1, 'Введіть логін').max(100, 'Логін задовгий'),
    password: text().min(1, 'Введіть пароль').max(200, 'Пароль задовгий'),
  })
  .strict()
  .meta({ id: 'LoginRequest' })
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const tokenPairSchema = z
  .object({
    token: text(),
    refreshToken: text(),
    expiresIn: int4().describe('Access token lifetime, seconds'),
  })
  .meta({ id: 'TokenPair' })
export type TokenPair = z.infer<typeof tokenPairSchema>

export const refreshRequestSchema = z
  .object({ refreshToken: text().min(1, 'Відсутній токен оновлення').max(4000) })
  .strict()
  .meta({ id: 'RefreshRequest' })

export const profileUserSchema = z
  .object({
    id: int4(),
    name: text(),
    login: text(),
    permissions: z.record(text(), z.boolean()),
    modules: moduleTreeSchema,
    taskToMe: int4(),
  })
  .meta({ id: 'ProfileUser' })
export type ProfileUser = z.infer<typeof profileUserSchema>

export const currentProfileResponseSchema = z
  .object({ user: profileUserSchema })
  .meta({ id: 'CurrentProfile' })
export type CurrentProfile = z.infer<typeof currentProfileResponseSchema>

/** Ukrainian texts of the sign-in answers. */
export const authMessages = {
  invalidCredentials: 'Невірний логін або пароль',
  banned: 'Забагато невдалих спроб. Спробуйте пізніше',
  throttled: 'Забагато невдалих спроб входу з цієї адреси. Спробуйте пізніше',
  inactive: 'Обліковий запис вимкнено. Зверніться до адміністратора',
  refreshInvalid: 'Сесія завершилась. Увійдіть знову',
} as const
