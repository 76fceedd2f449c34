import { describe, expect, it } from 'vitest'
import { cashWriteOffRefusal, depositMessages } from './deposit-rules'

describe('cash deposit write-off', () => {
  it('lets a write-off the balance covers through, down to exactly zero', () => {
    expect(cashWriteOffRefusal({ balance: 50_000, amount: 30_000, confirmNegativeBalance: false })).toBeNull()
    expect(cashWriteOffRefusal({ balance: 50_000, amount: 50_000, confirmNegativeBalance: false })).toBeNull()
  })

  it('refuses a balance below zero without the confirmation, saying by how much', () => {
    expect(cashWriteOffRefusal({ balance: 30_000, amount: 42_050, confirmNegativeBalance: false })).toBe(
      'Після списання 420,50\u00a0грн баланс грошового депозиту стане від’ємним: -120,50\u00a0грн ' +
        '(зараз 300,00\u00a0грн). Підтвердіть списання в мінус',
    )
  })

  it('takes a balance below zero once the cashier confirmed it', () => {
    expect(cashWriteOffRefusal({ balance: 0, amount: 10_000, confirmNegativeBalance: true })).toBeNull()
  })

  it('never asks when nothing is written off, even from a balance already below zero', () => {
    expect(cashWriteOffRefusal({ balance: -5_000, amount: 0, confirmNegativeBalance: false })).toBeNull()
  })

  it('names the sum already written off', () => {
    expect(depositMessages.alreadyWrittenOff(15_000)).toContain('150,00\u00a0грн')
  })
})
