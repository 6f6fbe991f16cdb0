import type { Page } from '@playwright/test';

/**
 * Holds the requests for `url` back, as a slow network would, until the returned function
 * is called: the test sees the page as it is before that file arrives.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
