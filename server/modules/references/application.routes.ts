/** Application-level references (spec 000 §7): a named setting, the settings navigation, legal texts, base info. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { text } from '../../../domain/api/scalars'
import {
  applicationBaseResponseSchema,
  crmSettingQuerySchema,
  crmSettingResponseSchema,
  legalInfoResponseSchema,
  settingsNavigationResponseSchema,
} from '../../../domain/references/reference.schema'
import { settingsNavigation } from '../../../domain/settings/settings-navigation'
import type { AppContext } from '../../app-context'
import { notFound } from '../../lib/versioned'
import * as repo from './application.repo'
import { referenceRoute } from './reference-route'

export function applicationReferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = ctx
    referenceRoute(app, {
      url: '/api/v2/crm-setting',
      summary: 'Налаштування за назвою',
      description:
        'The setting named by `settingName` (e.g. barcode_settings) as {settingName, value}; 404 when unknown.',
      querystring: crmSettingQuerySchema,
      response: crmSettingResponseSchema,
      load: async ({ query }) => {
        const value = await repo.findCrmSetting(db, query.settingName)
        if (!value) throw notFound()
        return { data: { settingName: query.settingName, value } }
      },
    })
    referenceRoute(app, {
      url: '/settings',
      summary: 'Навігація налаштувань',
      description:
        'The settings groups and their pages [{key, value, items: [{key, value, path}]}] (spec 001 §2).',
      response: settingsNavigationResponseSchema,
      load: () => Promise.resolve({ data: settingsNavigation }),
    })
    referenceRoute(app, {
      url: '/application/legal-info/:param',
      summary: 'Юридична інформація',
      description:
        'A legal text (e.g. privacy-policy, terms-of-use, personal-data-consent, public-offer) as {param, title, items: ' +
        '[{title, text}]}; 404 when unknown (the PWA then shows empty items, spec 000 §8).',
      params: z.object({ param: text().min(1).max(100) }),
      response: legalInfoResponseSchema,
      load: async ({ params }) => {
        const info = await repo.findLegalInfo(db, params.param)
        if (!info) throw notFound()
        return { data: info }
      },
    })
    referenceRoute(app, {
      url: '/application/base',
      summary: 'Основна інформація застосунку',
      description:
        'Name and contacts of the medical centre, contact-centre hours, currency, languages, app version.',
      response: applicationBaseResponseSchema,
      load: async () => ({ data: await repo.applicationBase(db, ctx.config.appVersion) }),
    })
  }
}
