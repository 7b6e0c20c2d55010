// Content target markets (dealer-services.md sections 3 and 6): an item reaches the users configured
// for one of its markets. A user with no markets configured reads every market (decision 0041).

/** The user's markets, or 'all' when none are configured for them. */
export type UserMarkets = readonly number[] | 'all';

export function marketsMatch(itemMarkets: readonly number[], user: UserMarkets): boolean {
  if (user === 'all') return true;
  return itemMarkets.some((id) => user.includes(id));
}
