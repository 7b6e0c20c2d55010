// The edit-profile input (docs/requirements.md#field-rules): name, e-mail, language and an optional password change
// that needs the current password, the password rules and a matching confirmation. Messages are
// locale keys; the API turns them into the spec's English words.
import { z } from 'zod';
import { LANGUAGES } from '../../domain/locales';
import { email, password } from '../../domain/validation';

export const NAME_MAX = 100;
const PASSWORD_MAX = 200;

export const profileSchema = z
  .object({
    name: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.not_empty' }).max(NAME_MAX, { error: 'validation.max_length' }),
    email: z.string({ error: 'validation.required' }).trim().pipe(email),
    language: z.enum(LANGUAGES, { error: 'validation.required' }),
    currentPassword: z.string().max(PASSWORD_MAX).optional().default(''),
    newPassword: z.string().max(PASSWORD_MAX).optional().default(''),
    confirmPassword: z.string().max(PASSWORD_MAX).optional().default(''),
  })
  .superRefine((input, ctx) => {
    if (input.newPassword === '' && input.confirmPassword === '') return;
    const rules = password.safeParse(input.newPassword);
    for (const issue of rules.success ? [] : rules.error.issues) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: issue.message });
    if (input.newPassword !== input.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account.password_mismatch' });
    if (input.currentPassword === '') ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'validation.required' });
  });

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileUpdate = z.output<typeof profileSchema>;
