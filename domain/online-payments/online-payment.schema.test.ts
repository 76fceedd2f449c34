import { describe, expect, it } from 'vitest'
import { nextPaymentStatus } from './online-payment.schema'

describe('a payment status moved by the gateway’s news', () => {
  it('goes forward from created through processing to a final status', () => {
    expect(nextPaymentStatus('created', 'processing')).toBe('processing')
    expect(nextPaymentStatus('processing', 'approved')).toBe('approved')
    expect(nextPaymentStatus('created', 'declined')).toBe('declined')
    expect(nextPaymentStatus('processing', 'expired')).toBe('expired')
  })
  it('ignores a repeat and a late processing after a final status', () => {
    expect(nextPaymentStatus('approved', 'approved')).toBeNull()
    expect(nextPaymentStatus('approved', 'processing')).toBeNull()
    expect(nextPaymentStatus('declined', 'processing')).toBeNull()
    expect(nextPaymentStatus('processing', 'created')).toBeNull()
  })
  it('reverses only an approved payment, and nothing moves a reversed one', () => {
    expect(nextPaymentStatus('processing', 'reversed')).toBeNull()
    expect(nextPaymentStatus('approved', 'reversed')).toBe('reversed')
    expect(nextPaymentStatus('reversed', 'approved')).toBeNull()
  })
  it('takes a late approval after a decline: the money arrived', () => {
    expect(nextPaymentStatus('declined', 'approved')).toBe('approved')
    expect(nextPaymentStatus('approved', 'declined')).toBeNull()
  })
})
