import { liqpayData, liqpaySignature } from '../../../server/integrations/liqpay/liqpay-signature'
import { STAND_IN_LIQPAY_KEYS } from '../../../server/integrations/liqpay/stand-in'
import type { RouteExample } from '../route-examples'

// Demo order 1 is not marked for online payment: a valid body reaches the route's own check (422) without
// calling a gateway. The callbacks: a LiqPay callback signed with the demo keys for a payment that does not
// exist (404); a WayForPay one unsigned (400). The gateways themselves are tested in online-payments.int.test.ts.
const data = liqpayData({
  version: 3,
  public_key: STAND_IN_LIQPAY_KEYS.publicKey,
  status: 'success',
  order_id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  amount: 100,
  currency: 'UAH',
})

export const examples: Record<string, RouteExample> = {
  'POST /api/api/v2/mc-orders/:id/online-payment': {
    as: 'admin',
    url: '/api/api/v2/mc-orders/1/online-payment',
    body: {},
    ok: 422,
  },
  'POST /api/api/v2/online-payments/:paymentId/refresh': {
    as: 'admin',
    url: '/api/api/v2/online-payments/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/refresh',
    body: {},
    ok: 404,
  },
  'POST /api/api/public/payments/liqpay/callback': {
    as: 'admin',
    url: '/api/api/public/payments/liqpay/callback',
    body: { data, signature: liqpaySignature(STAND_IN_LIQPAY_KEYS.privateKey, data) },
    ok: 404,
  },
  'POST /api/api/public/payments/wayforpay/callback': {
    as: 'admin',
    url: '/api/api/public/payments/wayforpay/callback',
    body: { orderReference: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', transactionStatus: 'Approved' },
    ok: 400,
  },
  'PUT /api/settings/online-payment-settings': {
    as: 'admin',
    freeText: true,
    url: '/api/settings/online-payment-settings',
    body: {
      provider: 'liqpay',
      publicKey: STAND_IN_LIQPAY_KEYS.publicKey,
      privateKey: '',
      merchantDomain: '',
      gatewayUrl: 'http://127.0.0.1:8495',
      serverUrl: '',
      version: 1,
    },
    ok: 200,
  },
}
