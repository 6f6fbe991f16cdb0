import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from '../fixtures/remotes-manifest';

/** The shell's frame: remote areas, top bar, sidebar, toasts and the loading indicator. */
export class AppFrame {
  readonly main: Locator;
  readonly toasts: Locator;
  /** error toasts are announced as alerts */
  readonly errorToasts: Locator;
  /** the open dialog: dialogs render in a portal, outside every area */
  readonly dialog: Locator;
  readonly loadingIndicator: Locator;
  readonly menuButton: Locator;
  readonly sidebar: Locator;

  // locators are lazy: each finds its element when used, so they can be made once here
  constructor(readonly page: Page) {
    this.main = page.locator('#sd-main');
    this.toasts = page.getByTestId('toasts');
    this.errorToasts = this.toasts.getByRole('alert');
    this.dialog = page.getByRole('dialog');
    this.loadingIndicator = page.getByTestId('loading-indicator');
    this.menuButton = page.locator('button[aria-controls="sd-sidebar"]');
    this.sidebar = page.locator('#sd-sidebar');
  }

  /** the sidebar shown or hidden, and the menu button saying which */
  async expectSidebarOpen(open: boolean): Promise<void> {
    await (open ? expect(this.sidebar).toBeVisible() : expect(this.sidebar).toBeHidden());
    await expect(this.menuButton).toHaveAttribute('aria-expanded', String(open));
  }

  sidebarLink(name: string | RegExp): Locator {
    return this.sidebar.getByRole('link', { name });
  }

  /** the element a remote mounts into */
  area(name: RemoteName): Locator {
    return this.page.locator(`#sd-area-${name}`);
  }

  /** the fallback shown when a remote could not be loaded or failed to mount */
  areaError(name: RemoteName): Locator {
    return this.area(name).getByTestId('area-error');
  }

  /** areas that hold any element, i.e. where a remote (or its fallback) is mounted */
  filledAreas(): Locator {
    return this.main.locator(':scope > [id^="sd-area-"]:has(*)');
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
