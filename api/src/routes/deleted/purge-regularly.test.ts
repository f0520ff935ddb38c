import { PURGE_EVERY_MS, purgeRegularly } from '.';

describe('removing old deleted items for good on a timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('purges every hour until stopped', () => {
    const purge = jest.fn(async () => 0);
    const stop = purgeRegularly(purge);
    jest.advanceTimersByTime(PURGE_EVERY_MS - 1);
    expect(purge).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(purge).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2 * PURGE_EVERY_MS);
    expect(purge).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(5 * PURGE_EVERY_MS);
    expect(purge).toHaveBeenCalledTimes(3);
  });
});
