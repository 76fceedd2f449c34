/**
 * Blocks a screen adds to a resource's generic form without copying it: by resource name, then by the
 * field they go under (a template's live preview under its text). The block watches the values it needs
 * through the form's `control`, so typing re-renders the block alone, not the whole form.
 */
import type { ComponentType } from 'react'
import type { Control, FieldValues } from 'react-hook-form'
import type { AnyResource } from '../../../domain/resources/define-resource'

export interface FormAddonProps {
  def: AnyResource
  control: Control<FieldValues>
}

/** `{ 'notification-templates': { text: TemplatePreview } }`: the preview under the template's text. */
export type FormAddons = Readonly<Record<string, Readonly<Record<string, ComponentType<FormAddonProps>>>>>

/** The block shown under `field` of `def`'s form, if the screen added one. */
export const addonFor = (addons: FormAddons | undefined, def: AnyResource, field: string) =>
  addons?.[def.name]?.[field]
