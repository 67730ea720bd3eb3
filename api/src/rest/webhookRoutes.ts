import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { receivePaymentWebhook, type PaymentWebhookWork } from '../services/payments/paymentWebhooks.js';

// Stripe's events are a few kilobytes; anything far larger is not one.
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * POST /api/v1/webhooks/payments: the payment processor's events. Mounted before the REST
 * middleware: the caller is the processor, not a browser, so there is no session, CSRF header or
 * Origin to check; the signature over the raw body is what admits a request.
 */
export function webhookRoutes(work: PaymentWebhookWork) {
  const routes = new Hono();
  routes.post(
    '/payments',
    bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT_BYTES, onError: (c) => c.json({ message: 'The request body is too large.' }, 413) }),
    async (c) => {
      const outcome = await receivePaymentWebhook(work, await c.req.text(), c.req.header('stripe-signature'));
      if (outcome.status === 400) return c.json({ message: outcome.message, code: 'BAD_USER_INPUT' }, 400);
      return c.json({ received: true });
    },
  );
  return routes;
}
