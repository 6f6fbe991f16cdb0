import { expect, type Locator, type Page } from '@playwright/test';
import { remoteForPath } from '@studydesk/shared/remotes';
import type { RemoteName } from '../fixtures/remotes-manifest';
import { AppFrame } from './app-frame';

/** A screen one remote renders inside its own area of the frame. */
export abstract class RemoteScreen extends AppFrame {
  abstract readonly path: string;

  /** the remote the registry routes this screen's path to, as the shell mounts it */
  get remote(): RemoteName {
    const remote = remoteForPath(this.path.split(/[?#]/)[0]);
    if (remote === null) throw new Error(`no routed remote mounts ${this.path}`);
    return remote;
  }

  /** this screen's area: everything it shows is inside */
  get content(): Locator {
    return this.area(this.remote);
  }

  /** `waitUntil` as in page.goto (default: the page's load event) */
  async goto({ waitUntil }: { waitUntil?: 'load' | 'domcontentloaded' | 'commit' } = {}): Promise<void> {
    await this.page.goto(this.path, { waitUntil });
  }

  /** the screen's h1, unless the screen proves itself another way (expectOwnContent) */
  readonly title?: string | RegExp;

  /** what proves this screen (not just any) is on show: by default its h1 `title` */
  protected async expectOwnContent(): Promise<void> {
    if (this.title === undefined) throw new Error(`${this.constructor.name} has no title: it needs its own expectOwnContent`);
    await expect(this.content.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
  }

  /** shown at its own address, inside its remote's area, and no other remote mounted */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(this.path);
    await this.expectOwnContent();
    await expect(this.areaError(this.remote)).toHaveCount(0);
    await expect(this.filledAreas()).toHaveCount(1);
    await expect(this.filledAreas()).toHaveAttribute('data-remote', this.remote);
  }
}

export type ScreenFactory = new (page: Page) => RemoteScreen;
