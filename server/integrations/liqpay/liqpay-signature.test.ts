import { describe, expect, it } from 'vitest'
import { liqpayData, liqpayDecode, liqpaySignature, liqpayVerify } from './liqpay-signature'

// Expected values computed apart from this code: printf '%s' 'privkey<data>privkey' | openssl sha1 -binary | base64
describe('LiqPay signatures', () => {
  it('encodes data as base64 of the JSON', () => {
    expect(liqpayData({ a: 1 })).toBe('eyJhIjoxfQ==')
    expect(liqpayDecode('eyJhIjoxfQ==')).toEqual({ a: 1 })
  })
  it('signs as base64(sha1(key + data + key))', () => {
    expect(liqpaySignature('secret', 'payload')).toBe('+XP3YAMhaoBjT1iGAjBgl3DdyPU=')
    expect(liqpaySignature('privkey', 'eyJhIjoxfQ==')).toBe('OFv6AjC1COS0kHPVx+Sq1KpyQuc=')
  })
  it('verifies the right signature and refuses a forged one or another key', () => {
    expect(liqpayVerify('privkey', 'eyJhIjoxfQ==', 'OFv6AjC1COS0kHPVx+Sq1KpyQuc=')).toBe(true)
    expect(liqpayVerify('privkey', 'eyJhIjoyfQ==', 'OFv6AjC1COS0kHPVx+Sq1KpyQuc=')).toBe(false)
    expect(liqpayVerify('other', 'eyJhIjoxfQ==', 'OFv6AjC1COS0kHPVx+Sq1KpyQuc=')).toBe(false)
    expect(liqpayVerify('privkey', 'eyJhIjoxfQ==', '')).toBe(false)
  })
  it('reads no object out of data that is not base64 JSON', () => {
    expect(liqpayDecode('bm90IGpzb24=')).toBeNull()
    expect(liqpayDecode(Buffer.from('[1]').toString('base64'))).toBeNull()
  })
})
