// Debian's Chromium for benchmarks, launched like the end-to-end tests launch it (chromium.json):
// installed with apt-get first when missing (ensureChromium), as `npm test` installs its own.
import { chromium } from '@playwright/test';
import launch from './chromium.json' with { type: 'json' };
import { ensureChromium } from './setup.mjs';

export async function launchChromium(executablePath) {
  return chromium.launch({
    executablePath: executablePath ?? (await ensureChromium()),
    args: launch.args,
  });
}
