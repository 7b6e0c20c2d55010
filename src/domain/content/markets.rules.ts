// Content target markets (docs/requirements.md#content-target-markets): an item reaches the users configured
// for one of its markets. A user with no markets configured reads every market (decision 0041).

/** The user's markets, or 'all' when none are configured for them. */
export type UserMarkets = readonly number[] | 'all';

export function marketsMatch(itemMarkets: readonly number[], user: UserMarkets): boolean {
  if (user === 'all') return true;
  return itemMarkets.some((id) => user.includes(id));
}
