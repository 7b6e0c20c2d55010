// Loaded only when the consumer voice form is submitted: the text rule check and the POST.
import { consumerVoiceSchema } from '../../domain/validation/consumer-voice.schema';
import { HttpInterrupted, spokeFetch } from '../lib/http';

export type CheckResult = { ok: true; message: string } | { ok: false; key: string };

export function checkMessage(message: string): CheckResult {
  const parsed = consumerVoiceSchema.safeParse({ message });
  if (parsed.success) return { ok: true, message: parsed.data.message };
  return { ok: false, key: parsed.error.issues[0]?.message ?? 'validation.required' };
}

/** True when sent, false when refused; null when the fetch wrapper is taking the page elsewhere (sign-out, reload). */
export async function sendConsumerVoice(message: string): Promise<boolean | null> {
  try {
    // The server turns line breaks into the literal \n the upstream expects.
    const res = await spokeFetch('/api/consumer-voice', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message }),
    });
    return res.ok;
  } catch (error) {
    return error instanceof HttpInterrupted ? null : false;
  }
}
