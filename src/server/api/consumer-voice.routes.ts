// POST /api/consumer-voice: the text rule, then the upstream's sendCustomerFeedback with line breaks
// as a literal \n, for the customer the user acts for (if any).
import { Hono } from 'hono';
import { consumerVoicePayload, consumerVoiceSchema } from '../../domain/validation/consumer-voice.schema';
import { SendCustomerFeedbackDocument } from '../upstream/generated';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { consumerVoiceFailed } from './shell.errors';
import { validate } from './validate';

export const consumerVoiceRoutes = new Hono<AuthedEnv>().post(
  '/consumer-voice',
  requireScopes('consumer-voice.submit'),
  validate('json', consumerVoiceSchema),
  async (c) => {
    const { message } = consumerVoicePayload(c.req.valid('json'));
    const { auth } = c.var;
    const custCode = auth.salesActiveCustCode?.r3 ?? null;
    const result = await c.var.services.upstream.request(SendCustomerFeedbackDocument, { message, custCode, userId: auth.sub }).catch(() => null);
    const outcome = result?.sendCustomerFeedback;
    if (!outcome?.message.status || outcome.userErrors.length > 0) throw consumerVoiceFailed();
    return c.json({ messageKey: 'consumer_voice.success', message: 'Successfully sending consumer voice' }, 201);
  },
);
