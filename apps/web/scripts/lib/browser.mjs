// Shared set-up of the screenshot scripts: Debian's Chromium, headless, and the output folder.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const baseUrl = process.argv[2] ?? 'http://localhost:3000';
export const outDir = join(process.cwd(), 'screenshots', 'tmp');

export async function launchChromium() {
  mkdirSync(outDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
