import type { Page } from '@playwright/test';

/** Every URL the page requests from now on, for asserting where code came from. */
export function recordRequests(page: Page): { urls: string[]; clear(): void } {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    clear: () => void urls.splice(0, urls.length),
  };
}

/** requests for a file named `file` served from `origin` */
export function fromOrigin(urls: string[], origin: string, file: RegExp): string[] {
  return urls.filter((url) => {
    const parsed = new URL(url);
    return parsed.origin === origin && file.test(parsed.pathname);
  });
}
