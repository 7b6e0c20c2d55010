// Loaded only when the consumer voice form is submitted: the text rule check and the POST.
import { consumerVoiceSchema } from '../../domain/validation/consumer-voice.schema';

export type CheckResult = { ok: true; message: string } | { ok: false; key: string };

export function checkMessage(message: string): CheckResult {
  const parsed = consumerVoiceSchema.safeParse({ message });
  if (parsed.success) return { ok: true, message: parsed.data.message };
  return { ok: false, key: parsed.error.issues[0]?.message ?? 'validation.required' };
}

/** The server turns line breaks into the literal \n the upstream expects. */
export async function sendConsumerVoice(message: string): Promise<boolean> {
  const res = await fetch('/api/consumer-voice', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  return res.ok;
}
