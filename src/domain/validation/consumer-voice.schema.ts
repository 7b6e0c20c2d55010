// Consumer voice: one multi-line message, required, text rule; line breaks travel as a literal \n.
import { z } from 'zod';
import { multilineText } from './field.rules';

/** The upstream contract's limit on sendCustomerFeedback.message (upstream/schema.graphql). */
export const CONSUMER_VOICE_MAX = 2_000;

/** What the upstream receives: backslash-n in place of each line break (docs/requirements.md#consumer-voice). */
const wire = (message: string): string => message.replace(/\r\n|\r|\n/g, '\\n');

export const consumerVoiceSchema = z.object({
  message: multilineText
    .refine((v) => v.trim() !== '', { error: 'validation.required' })
    // Measured as sent: a line break costs two characters there.
    .refine((v) => wire(v).trim().length <= CONSUMER_VOICE_MAX, { error: 'consumer_voice.too_long' }),
});

export type ConsumerVoiceInput = z.infer<typeof consumerVoiceSchema>;

export function consumerVoicePayload(input: ConsumerVoiceInput): { message: string } {
  return { message: wire(input.message) };
}
