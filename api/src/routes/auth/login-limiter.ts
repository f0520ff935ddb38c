export interface LoginLimits {
  /** Failed logins allowed per client address and account in a window. */
  perAccount: number;
  /** Failed logins allowed per client address in a window, whatever the account. */
  perAddress: number;
  windowMs: number;
}

/** Keys kept at most: past it the oldest window is forgotten, so guessing names cannot fill memory. */
const MAX_KEYS = 50_000;

interface Window {
  failures: number;
  endsAt: number;
}

/**
 * Counts failed logins per (client address, account) and per client address. A success clears
 * that address's count for that account and never counts itself, so an attacker elsewhere (or
 * the admin's own earlier typo) cannot lock the right password out.
 */
export function loginLimiter({ perAccount, perAddress, windowMs }: LoginLimits, now = () => Date.now()) {
  const windows = new Map<string, Window>();

  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt > now()) return window;
    windows.delete(key);
    return undefined;
  };
  const keys = (address: string, username: string) => ({
    account: `${address}\n${username.toLowerCase()}`,
    address: `${address}\n`,
  });

  return {
    /** True when this address may not try this account again yet. */
    blocked(address: string, username: string): boolean {
      const key = keys(address, username);
      return (current(key.account)?.failures ?? 0) >= perAccount || (current(key.address)?.failures ?? 0) >= perAddress;
    },
    failed(address: string, username: string): void {
      for (const key of Object.values(keys(address, username))) {
        const window = current(key) ?? { failures: 0, endsAt: now() + windowMs };
        window.failures += 1;
        windows.delete(key);
        windows.set(key, window);
      }
      while (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value!);
    },
    succeeded(address: string, username: string): void {
      windows.delete(keys(address, username).account);
    },
  };
}
