import { expect, test } from '../fixtures';

// Every spec fails on a refusal under the Content-Security-Policy (fixtures/page-errors.ts);
// this one shows that check sees a refusal, with an inline script the policy must block.
test('an inline script is refused under the policy, and the refusal is seen', async ({ page, policyViolations }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
    })
    .catch(() => undefined);
  await expect.poll(() => policyViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  // seen and proven: empty the list so the suite-wide check does not fail this test
  policyViolations.length = 0;
});
