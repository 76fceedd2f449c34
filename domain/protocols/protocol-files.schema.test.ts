import { describe, expect, it } from 'vitest'
import {
  bytesFitType,
  deviceFileProblem,
  formatFileSize,
  protocolFileUploadSchema,
  sanitizeFileName,
} from './protocol-files.schema'

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0))

describe('a protocol file', () => {
  it('keeps a safe name: no folders, control characters or lone surrogates, at most 200 characters', () => {
    expect(sanitizeFileName('C:\\Users\\лікар\\ЕКГ 12.03.pdf')).toBe('ЕКГ 12.03.pdf')
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd')
    expect(sanitizeFileName('a\u0000b\u0007c\ud800.txt')).toBe('abc.txt')
    const long = sanitizeFileName(`${'я'.repeat(300)}.docx`)
    expect(long).toHaveLength(200)
    expect(long.endsWith('.docx')).toBe(true)
    expect(sanitizeFileName(`${'😀'.repeat(150)}`).length).toBeLessThanOrEqual(200)
    expect(sanitizeFileName('/')).toBe('')
  })

  it('must start as its type does; a renamed executable is none of them', () => {
    expect(bytesFitType(bytes('%PDF-1.7'), 'application/pdf')).toBe(true)
    expect(bytesFitType(bytes('\xff\xd8\xff\xe0'), 'image/jpeg')).toBe(true)
    expect(bytesFitType(bytes('RIFF\0\0\0\0WEBPVP8 '), 'image/webp')).toBe(true)
    expect(
      bytesFitType(bytes('PK\x03\x04'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ).toBe(true)
    expect(bytesFitType(bytes('Тиск'), 'text/plain')).toBe(true)
    for (const t of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'text/plain'] as const)
      expect(bytesFitType(bytes('MZ\x90\x00'), t), t).toBe(false)
  })

  it('is checked on the device against the limits before anything is queued', () => {
    const pdf = { name: 'a.pdf', type: 'application/pdf', size: 1000 }
    expect(deviceFileProblem(pdf, 0)).toBeUndefined()
    expect(deviceFileProblem({ ...pdf, type: '', name: 'скан.JPG' }, 0)).toBeUndefined()
    expect(deviceFileProblem(pdf, 10)).toBe('До протоколу можна додати не більше 10 файлів')
    expect(deviceFileProblem({ ...pdf, size: 5 * 1024 * 1024 + 1 }, 0)).toBe('Файл завеликий: не більше 5 МБ')
    expect(deviceFileProblem({ ...pdf, type: 'application/x-msdownload', name: 'a.exe' }, 0)).toMatch(
      /не підтримується/,
    )
  })

  it('is sent as base64 of an allowed type', () => {
    const ok = protocolFileUploadSchema.safeParse({
      uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'a.pdf',
      type: 'application/pdf',
      content: btoa('%PDF-1.4'),
    })
    expect(ok.success).toBe(true)
    const bad = protocolFileUploadSchema.safeParse({ ...ok.data, content: 'не base64' })
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Файл пошкоджено: не вдалося прочитати вміст'])
  })

  it('shows its size in uk-UA', () => {
    expect(formatFileSize(500)).toBe('500 Б')
    expect(formatFileSize(2048)).toBe('2 КБ')
    expect(formatFileSize(3.45 * 1024 * 1024)).toBe('3,5 МБ')
  })
})
