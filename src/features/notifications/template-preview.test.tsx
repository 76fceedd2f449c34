// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm, type FieldValues } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { resourceByName } from '../../../domain/resources/registry'
import { TemplatePreview } from './template-preview'

afterEach(cleanup)

const templates = resourceByName('notification-templates')!

/** The preview under a text field, as the template form shows it. */
function Harness({ channel, text }: { channel: string; text: string }) {
  const form = useForm<FieldValues>({ defaultValues: { channel, text, subject: '' } })
  return (
    <>
      <label htmlFor="t">Текст</label>
      <textarea id="t" {...form.register('text')} />
      <label htmlFor="c">Канал</label>
      <select id="c" {...form.register('channel')}>
        <option value="sms">SMS</option>
        <option value="email">Ел. пошта</option>
      </select>
      <TemplatePreview def={templates} control={form.control} />
    </>
  )
}

describe('the template preview', () => {
  it('fills the placeholders with the sample values as the text is typed', () => {
    render(<Harness channel="sms" text="" />)
    fireEvent.change(screen.getByLabelText('Текст'), {
      target: { value: '{patient}, чекаємо {date} о {time}. {unknown}' },
    })
    expect(screen.getByTestId('template-preview-text')).toHaveTextContent(
      'Олена Петрівна, чекаємо 02.12.2026 о 09:30. {unknown}',
    )
  })

  it('counts the template against the channel’s limit and the SMS in parts of 70, then 67', () => {
    render(<Harness channel="sms" text={'я'.repeat(70)} />)
    expect(screen.getByTestId('template-length')).toHaveTextContent('Символів у шаблоні: 70 з 661')
    expect(screen.getByTestId('sms-parts')).toHaveTextContent('70 симв., 1 частина SMS (по 70, кирилиця)')
    fireEvent.change(screen.getByLabelText('Текст'), { target: { value: 'я'.repeat(135) } })
    expect(screen.getByTestId('sms-parts')).toHaveTextContent('135 симв., 3 частини SMS (по 67, кирилиця)')
    fireEvent.change(screen.getByLabelText('Текст'), { target: { value: 'a'.repeat(161) } })
    expect(screen.getByTestId('sms-parts')).toHaveTextContent('161 симв., 2 частини SMS (по 153, латиниця)')
    fireEvent.change(screen.getByLabelText('Текст'), { target: { value: 'я'.repeat(700) } })
    expect(screen.getByTestId('template-length')).toHaveTextContent('700 з 661 — забагато')
  })

  it('counts the text after the placeholders are filled, and no SMS parts for a letter', () => {
    render(<Harness channel="sms" text="{orderCode}" />)
    expect(screen.getByTestId('sms-parts')).toHaveTextContent('9 симв., 1 частина SMS (по 160, латиниця)')
    fireEvent.change(screen.getByLabelText('Канал'), { target: { value: 'email' } })
    expect(screen.getByTestId('template-length')).toHaveTextContent('Символів у шаблоні: 11 з 20')
    expect(screen.queryByTestId('sms-parts')).toBeNull()
  })
})
