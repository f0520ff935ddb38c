// The members screen as an admin sees it: for each database size, the time from navigating to
// /users in Chromium to the first member row on screen, through the composed app that
// `npm start` serves. Used by `pnpm bench:api`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { adminContext, startApp } from './composed-app.mjs';
import { seedMembers } from './seed-members.mjs';

const RUNS = 7;

/** Milliseconds from page.goto('/users') to the first member row being visible. */
async function firstRow(page) {
  const start = performance.now();
  await page.goto('/users');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  return performance.now() - start;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0).padStart(6)} ms`;

/** One size: a cold load (fresh browser context, empty cache) and a warm one (reload), RUNS times each. */
async function measure(browser) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await adminContext(browser);
    const page = await context.newPage();
    cold.push(await firstRow(page));
    warm.push(await firstRow(page));
    await context.close();
  }
  return { cold, warm };
}

/** Prints, per database size, the cold and warm time to the first member row (median and best). */
export async function benchMembersPage(sizes) {
  console.log(
    `\nMembers screen: navigation to the first member row on /users (Chromium, ${RUNS} runs each)`,
  );
  console.log(
    `  ${'members'.padStart(9)}  ${'cold median'.padStart(11)}  ${'cold best'.padStart(9)}  ${'warm median'.padStart(11)}  ${'warm best'.padStart(9)}`,
  );
  const browser = await launchChromium();
  try {
    for (const size of sizes) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spotter-bench-ui-'));
      await seedMembers(dataDir, size);
      const stop = await startApp(dataDir);
      try {
        const { cold, warm } = await measure(browser);
        const line = [median(cold), Math.min(...cold), median(warm), Math.min(...warm)].map(ms);
        console.log(
          `  ${size.toLocaleString('en-US').padStart(9)}  ${line[0].padStart(11)}  ${line[1].padStart(9)}  ${line[2].padStart(11)}  ${line[3].padStart(9)}`,
        );
      } finally {
        await stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
}
