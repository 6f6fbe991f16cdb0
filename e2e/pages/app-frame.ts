import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from '../fixtures/remotes-manifest';

/** The shell's frame: remote areas, top bar, sidebar, toasts and the loading indicator. */
export class AppFrame {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.locator('#sd-main');
  }

  get toasts(): Locator {
    return this.page.getByTestId('toasts');
  }

  /** error toasts are announced as alerts */
  get errorToasts(): Locator {
    return this.toasts.getByRole('alert');
  }

  /** the open dialog: dialogs render in a portal, outside every area */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** "You are offline…" across the top of a signed-in page */
  get offlineBanner(): Locator {
    return this.page.getByTestId('offline-banner');
  }

  get logoutButton(): Locator {
    return this.page.getByRole('button', { name: 'Log out' });
  }

  get loadingIndicator(): Locator {
    return this.page.getByTestId('loading-indicator');
  }

  get menuButton(): Locator {
    return this.page.locator('button[aria-controls="sd-sidebar"]');
  }

  get sidebar(): Locator {
    return this.page.locator('#sd-sidebar');
  }

  /** the sidebar shown or hidden, and the menu button saying which */
  async expectSidebarOpen(open: boolean): Promise<void> {
    await (open ? expect(this.sidebar).toBeVisible() : expect(this.sidebar).toBeHidden());
    await expect(this.menuButton).toHaveAttribute('aria-expanded', String(open));
  }

  sidebarLink(name: string | RegExp): Locator {
    // exact: "Students" is not "Students at risk"
    return this.sidebar.getByRole('link', { name, exact: typeof name === 'string' });
  }

  /**
   * the element a remote mounts into: its area, or the server's markup of a page while the
   * remote is mounted on it (hydrated where it was drawn; the frame is hidden meanwhile)
   */
  area(name: RemoteName): Locator {
    return this.page.locator(`#sd-prerendered[data-hydrated][data-remote="${name}"], #sd-area-${name}:not(#sd-prerendered[data-hydrated] ~ #root *)`);
  }

  /** the fallback shown when a remote could not be loaded or failed to mount */
  areaError(name: RemoteName): Locator {
    return this.area(name).getByTestId('area-error');
  }

  /** areas that hold any element, i.e. where a remote (or its fallback) is mounted; each says which (`data-remote`) */
  filledAreas(): Locator {
    return this.page.locator('#sd-prerendered[data-hydrated], #sd-main > [id^="sd-area-"]:has(*)');
  }

  /**
   * Client-side navigation, the way the sidebar links navigate (single-spa reroutes on
   * pushState): the page is not reloaded, so the shell's state survives.
   */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((target) => window.history.pushState(null, '', target), path);
  }

  /** marks the document now shown; the mark survives only if the document is not reloaded */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
  }

  /** whether the document marked by markDocument is still the one shown */
  async isMarkedDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true);
  }
}
