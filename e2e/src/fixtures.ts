import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export { DEMO_USER } from './server.ts';

/** A message of the dev mailbox (GET /api/dev/mailbox). */
export interface MailboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

/** An account used by a journey. */
export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A fresh account's details, with an e-mail address no other journey uses. */
export function newUser(): TestUser {
  const id = randomUUID().slice(0, 8);
  return { firstName: 'Amani', lastName: 'Otieno', email: `amani-${id}@example.com`, password: `pass-${id}` };
}

/** The mail outbox of the server, as the dev mailbox lists it. */
export class Mailbox {
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.request = request;
  }

  /** Every message, newest first. */
  async messages(): Promise<MailboxMessage[]> {
    const response = await this.request.get('/api/dev/mailbox');
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { messages: MailboxMessage[] }).messages;
  }

  /** The newest message to `to` with `subject`, waiting for it to arrive. */
  async waitFor(to: string, subject: string): Promise<MailboxMessage> {
    let found: MailboxMessage | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.messages()).find((m) => m.to.includes(to) && m.subject === subject);
          return found !== undefined;
        },
        { message: `mail '${subject}' to ${to}` },
      )
      .toBe(true);
    return found!;
  }

  /** The first link in the newest message to `to` with `subject`. */
  async link(to: string, subject: string): Promise<URL> {
    const message = await this.waitFor(to, subject);
    const match = message.text.match(/https?:\/\/\S+/);
    expect(match, `a link in '${subject}'`).not.toBeNull();
    return new URL(match![0]);
  }
}

/** Mail subjects the API sends. */
export const MAIL = {
  confirmation: 'Confirm your Lense account',
  resetPassword: 'Reset your Lense password',
  accountDeletion: 'Delete your Lense account',
} as const;

/** Creates an account through the API and confirms it with the mailed token, ready to sign in. */
export async function createConfirmedUser(request: APIRequestContext, mailbox: Mailbox): Promise<TestUser> {
  const user = newUser();
  const signup = await request.post('/api/signup', {
    data: {
      user: {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        password: user.password,
        accepted_terms_of_service: true,
      },
    },
  });
  expect(signup.status()).toBe(201);
  const link = await mailbox.link(user.email, MAIL.confirmation);
  const token = link.searchParams.get('confirmation_token') ?? '';
  const confirm = await request.get(
    `/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  );
  expect(confirm.status()).toBe(200);
  return user;
}

/** Signs in on the login screen (the current page must show it). */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Journeys' `test`: `baseURL` is the server global-setup started, `mailbox` reads its outbox. */
export const test = base.extend<{ mailbox: Mailbox }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  baseURL: async ({}, use) => {
    const url = process.env.LENSE_E2E_URL;
    if (!url) throw new Error('LENSE_E2E_URL is unset: run the journeys through playwright.config.ts');
    await use(url);
  },
  mailbox: async ({ request }, use) => {
    await use(new Mailbox(request));
  },
  // Every journey also checks the Content-Security-Policy: the built app must run without one violation.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
