// sendCustomerFeedback (consumer voice) and changeLanguage.
import { customerFeedback, languagePreferences } from '../db/schema/status';
import type { UpstreamContext } from '../db/client';
import { message, type RootResolvers } from '../resolvers';

const MAX_FEEDBACK = 2_000;
/** Language codes the portal's locale prefixes use; a prefix such as en-us maps to its language. */
const LANGUAGES = ['en', 'de', 'fr', 'id', 'ms'] as const;

function languageOf(id: string): string | undefined {
  const code = id.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(code) ? code : undefined;
}

export const feedbackMutations: RootResolvers = {
  async sendCustomerFeedback(args: { message: string; custCode?: string | null; userId?: string | null }, ctx: UpstreamContext) {
    const text = args.message.trim();
    const problem = !text ? 'Must not be empty' : text.length > MAX_FEEDBACK ? `Must be at most ${MAX_FEEDBACK} characters` : null;
    if (problem) return { message: message(false, 'Failed sending consumer voice'), userErrors: [{ field: 'message', message: problem }] };
    await ctx.db.insert(customerFeedback).values({ message: text, custCode: args.custCode ?? null, userId: args.userId ?? null, createdAt: new Date().toISOString() });
    return { message: message(true, 'Successfully sending consumer voice'), userErrors: [] };
  },

  async changeLanguage(args: { id: string; userId?: string | null }, ctx: UpstreamContext) {
    const language = languageOf(args.id);
    if (!language) return { message: message(false, 'failed_change_language'), userErrors: [{ field: 'id', message: `Unknown language "${args.id}"` }] };
    if (args.userId) {
      const row = { userId: args.userId, language, updatedAt: new Date().toISOString() };
      await ctx.db.insert(languagePreferences).values(row).onConflictDoUpdate({ target: languagePreferences.userId, set: row });
    }
    return { message: message(true, 'success_change_language'), userErrors: [] };
  },
};
