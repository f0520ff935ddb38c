// Debian's Chromium for benchmarks, launched like the end-to-end tests launch it (chromium.json).
import { chromium } from '@playwright/test';
import launch from './chromium.json' with { type: 'json' };

export function launchChromium(
  executablePath = process.env.CHROMIUM_PATH ?? launch.executablePath,
) {
  return chromium.launch({ executablePath, args: launch.args });
}
