import type { Response } from '@playwright/test';
import { test, expect } from '../fixtures';
import { LoginPage } from '../pages/login-page';

const pathOf = (response: Response) => new URL(response.url()).pathname;

// A browser that asks for compressed files (Chromium sends Accept-Encoding: gzip,
// deflate, br, zstd) gets the build's precompressed copies; the first visit's style
// sheets come as files (a signed-out page carries the part its first paint needs), never
// as styles injected by script.
test('JavaScript and CSS of the first visit arrive compressed, and hashed files are cached for good', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(pathOf(response))) responses.push(response);
  });
  const login = new LoginPage(page);
  const document = await page.goto(login.path);
  await login.expectShown();
  await page.waitForLoadState('networkidle');

  const scripts = responses.filter((response) => pathOf(response).endsWith('.js'));
  const styles = responses.filter((response) => pathOf(response).endsWith('.css'));
  expect(scripts.length).toBeGreaterThan(5);
  // the page carries the part of its sheets its markup needs; the whole sheets come as files after the paint
  expect(styles.length).toBeGreaterThan(0);
  for (const response of [...scripts, ...styles]) {
    const headers = await response.allHeaders();
    const body = await response.body();
    // the build leaves tiny files (under 256 bytes) as they are
    if (body.length < 256) continue;
    expect([pathOf(response), headers['content-encoding']]).toEqual([pathOf(response), 'br']);
    expect(headers.vary ?? '').toMatch(/accept-encoding/i);
    if (/\.[0-9a-f]{8}\.(js|css)$/.test(pathOf(response))) {
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  }

  // no <style> element but those the page itself has
  const stylesInPage = ((await document?.text()) ?? '').match(/<style[\s>]/g)?.length ?? 0;
  expect(await page.locator('style').count()).toBe(stylesInPage);
});

test('the page itself carries the remotes manifest and is revalidated', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  const manifest = await page.locator('script#sd-remotes[type="application/json"]').textContent();
  expect(Object.keys(JSON.parse(manifest ?? '{}')).length).toBeGreaterThan(0);
});
