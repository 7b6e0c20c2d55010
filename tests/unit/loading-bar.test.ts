import { describe, expect, it } from 'vitest';
import { loadingBarPercent } from '../../src/domain/loading-bar';
import { loadFailedPopup, shouldReloadAfterChunkError } from '../../src/domain/popup';

describe('loading bar', () => {
  it('stays hidden during the 200 ms throttle', () => {
    expect(loadingBarPercent(0)).toBeNull();
    expect(loadingBarPercent(199)).toBeNull();
  });

  it('advances in 100 ms ticks over 5000 ms and stops at 100', () => {
    expect(loadingBarPercent(200)).toBe(4);
    expect(loadingBarPercent(299)).toBe(4);
    expect(loadingBarPercent(2500)).toBe(50);
    expect(loadingBarPercent(9000)).toBe(100);
  });
});

describe('popups', () => {
  it('says connection error offline and something wrong online', () => {
    expect(loadFailedPopup(false).messageKey).toBe('popup.connection_error');
    expect(loadFailedPopup(true).messageKey).toBe('popup.something_wrong');
    expect(loadFailedPopup(true).kind).toBe('error');
  });

  it('reloads after a failed chunk at most once per minute', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 60_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });
});
