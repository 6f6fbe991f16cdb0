import { expect, type Locator } from '@playwright/test';
import { AppFrame } from './app-frame';

/** /login, rendered by mf_auth. */
export class LoginPage extends AppFrame {
  readonly path = '/login';

  get content(): Locator {
    return this.area('mf_auth');
  }

  get email(): Locator {
    return this.content.getByLabel('Email');
  }

  get password(): Locator {
    return this.content.getByLabel('Password', { exact: true });
  }

  get signInButton(): Locator {
    return this.content.getByRole('button', { name: 'Sign in' });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(this.path);
    await expect(this.email).toBeVisible();
    await expect(this.password).toBeVisible();
    await expect(this.signInButton).toBeVisible();
    await expect(this.filledAreas()).toHaveCount(1);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** From an invitation's /set/{token} link: sets the password, then signs in with it on this page. */
  async setPasswordThenSignIn(link: string, email: string, password: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByRole('button', { name: 'Set password' }).click();
    await expect(this.page.getByText('Your password is set')).toBeVisible();
    await this.goto();
    await this.signIn(email, password);
  }
}
