import { describe, expect, it } from 'vitest'
import { callbackParts, wayforpaySignature, wayforpayVerify } from './wayforpay-signature'

// Expected values computed apart from this code: printf '%s' '<fields;joined>' | openssl dgst -md5 -hmac '<key>'
describe('WayForPay signatures', () => {
  it('signs a purchase over its fields joined by ";" with the product lists spread, Cyrillic as UTF-8', () => {
    expect(
      wayforpaySignature('flk3409refn54t54t*FNJRET', [
        'test_merch_n1',
        'www.market.ua',
        'DH783023',
        1415379863,
        1547.36,
        'UAH',
        ['Процесор Intel Core i5-4670 3.4GHz', 'Память Kingston DDR3-1600 4096MB PC3-12800'],
        [1, 1],
        [1000, 547.36],
      ]),
    ).toBe('29bd60853d6fba7a35a2a12d8a2eca5f')
  })
  it('signs the answer to a callback over orderReference;status;time', () => {
    expect(wayforpaySignature('key', ['ref-1', 'accept', 1700000000])).toBe(
      '02f3c7d86b5ea27557f2abad2118fd78',
    )
  })
  it('verifies a callback over its eight fields and refuses one changed after signing', () => {
    const body: Record<string, unknown> = {
      merchantAccount: 'm',
      orderReference: 'r',
      amount: 10,
      currency: 'UAH',
      authCode: '1',
      cardPan: '41****11',
      transactionStatus: 'Approved',
      reasonCode: 1100,
    }
    const sig = wayforpaySignature('k', callbackParts(body))
    expect(wayforpayVerify('k', callbackParts(body), sig)).toBe(true)
    expect(wayforpayVerify('k', callbackParts(body), sig.toUpperCase())).toBe(true)
    expect(wayforpayVerify('k', callbackParts({ ...body, amount: 1 }), sig)).toBe(false)
    expect(wayforpayVerify('other', callbackParts(body), sig)).toBe(false)
    expect(wayforpayVerify('k', callbackParts(body), undefined)).toBe(false)
  })
})
