// Consumer voice: one multi-line message, required, text rule; line breaks travel as a literal \n.
import { z } from 'zod';
import { multilineText } from './field.rules';

export const consumerVoiceSchema = z.object({
  message: multilineText.refine((v) => v.trim() !== '', { error: 'validation.required' }),
});

export type ConsumerVoiceInput = z.infer<typeof consumerVoiceSchema>;

/** The upstream expects backslash-n in place of each line break (core.md section 5). */
export function consumerVoicePayload(input: ConsumerVoiceInput): { message: string } {
  return { message: input.message.replace(/\r\n|\r|\n/g, '\\n') };
}
