import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Browser, type Dialog, type Locator, type Page } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { withE2eDb, type E2eDb } from './sqlite';

/**
 * Helpers for the account and admin specs (e2e/accounts.spec.ts, e2e/admin.spec.ts). Every test
 * makes its own uniquely named data with `uniqueId()`, so the specs run in parallel and in any order.
 */

/** A short id unique across workers and runs: time, process and randomness, letters and digits only. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A fresh address nobody has registered yet. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${uniqueId()}@example.test`;
}

// ---------------------------------------------------------------------------------------------
// Toasts and status regions

/** A sonner toast carrying exactly this text (title), visible now. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(text, { exact: true }) });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text).first(), `toast "${text}"`).toBeVisible({ timeout: 10_000 });
}

/**
 * What a person sees after sending an account form: a toast once the page's script runs; sent
 * before that (the form posts to the server all the same), the server's answer in the form's live
 * region. Either says `text`.
 */
export async function expectAnswer(page: Page, text: string): Promise<void> {
  // Visible ones only: a live region that only announces a field's message has no size of its own.
  const answer = page.locator('[data-sonner-toast], [role="status"], [role="alert"]').filter({ hasText: text, visible: true });
  await expect(answer.first(), `answer "${text}"`).toBeVisible({ timeout: 10_000 });
}

/** A live region (role=status) whose text contains `text`. */
export function statusWith(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('status').filter({ hasText: text });
}

// ---------------------------------------------------------------------------------------------
// Account pages, driven like a person would

function accountForm(page: Page, name: 'Sign in' | 'Create an account' | 'Reset your password' | 'Choose a new password'): Locator {
  return page.getByRole('form', { name });
}

/** Opens /login; the form posts to the server before any script runs, so a test acts at once. */
export async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/login');
  return accountForm(page, 'Sign in');
}

/** Fills and sends the /login form (the page must be open); does not wait for the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = accountForm(page, 'Sign in');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in through the /login form: "Signed in successfully!", then the page goes home by itself
 * and the header shows Logout.
 */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await openLogin(page);
  await submitLogin(page, email, password);
  await expectToast(page, 'Signed in successfully!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Opens /register; like the sign-in form, it works before any script runs. */
export async function openRegister(page: Page): Promise<Locator> {
  await page.goto('/register');
  return accountForm(page, 'Create an account');
}

/** Fills and sends the /register form (the page must be open); does not wait for the outcome. */
export async function submitRegister(page: Page, email: string, password: string): Promise<void> {
  const form = accountForm(page, 'Create an account');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create account', exact: true }).click();
}

/** Registers a new account through /register and waits until the page has taken the user home, signed in. */
export async function registerWithForm(page: Page, email: string, password: string): Promise<void> {
  await openRegister(page);
  await submitRegister(page, email, password);
  // The outcome a person sees either way (sent before or after the script runs): home, signed in.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeVisible();
}

export { accountForm };

// ---------------------------------------------------------------------------------------------
// The e2e server's store (read only)

function withDb<T>(read: (db: E2eDb) => T): T {
  return withE2eDb(read, { readonly: true });
}

/** The body of the newest `password-reset` message in the outbox addressed to `email`, or null. */
export function latestResetMessage(email: string): string | null {
  return withDb((db) => {
    const rows = db
      .prepare("SELECT recipients, body FROM outbox WHERE kind = 'password-reset' ORDER BY created_at DESC, rowid DESC")
      .all() as { recipients: string; body: string }[];
    const mine = rows.find((r) => {
      try {
        return (JSON.parse(r.recipients) as unknown[]).some((to) => typeof to === 'string' && to.toLowerCase() === email.toLowerCase());
      } catch {
        return false;
      }
    });
    return mine?.body ?? null;
  });
}

/** The reset link of the newest reset email to `email` (waits for it to be in the outbox). */
export async function resetLinkFromOutbox(email: string): Promise<string> {
  let body: string | null = null;
  await expect.poll(() => (body = latestResetMessage(email)), { message: `reset email to ${email} in the outbox`, timeout: 10_000 }).not.toBeNull();
  const link = /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(body!)?.[0];
  expect(link, `a reset link in: ${body}`).toBeTruthy();
  return link!;
}

/** A user record by email, as stored. */
export function storedUser(email: string): { id: string; role: string } | null {
  return withDb((db) => (db.prepare('SELECT id, role FROM users WHERE email = ? COLLATE NOCASE').get(email) as { id: string; role: string } | undefined) ?? null);
}

/** The stored notification emails (settings/basicInfo), as the store has them. */
export function storedNotificationEmails(): string[] {
  return withDb((db) => {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'basicInfo'").get() as { value: string } | undefined;
    if (!row) return [];
    const v = JSON.parse(row.value) as { notificationEmails?: unknown };
    return Array.isArray(v.notificationEmails) ? v.notificationEmails.filter((x): x is string => typeof x === 'string') : [];
  });
}

/** The stored puppy/litter record with this id (null once deleted). */
export function storedEntry(id: string): { name: string; status: string; isPublic: boolean; imageUrl: string | null } | null {
  return withDb((db) => {
    const r = db.prepare('SELECT name, status, is_public, image_url FROM puppies WHERE id = ?').get(id) as
      | { name: string; status: string; is_public: number; image_url: string | null }
      | undefined;
    return r ? { name: r.name, status: r.status, isPublic: r.is_public === 1, imageUrl: r.image_url } : null;
  });
}

/** The stored stud with this name (null when there is none). */
export function storedStudByName(name: string): { id: string; available: boolean; studFee: string | null } | null {
  return withDb((db) => {
    const r = db.prepare('SELECT id, stud_available AS available, stud_fee FROM parents WHERE name = ? AND stud_offered = 1').get(name) as
      | { id: string; available: number; stud_fee: string | null }
      | undefined;
    return r ? { id: r.id, available: r.available === 1, studFee: r.stud_fee } : null;
  });
}

/** The id of the entry with this (unique) name, or null. */
export function entryIdByName(name: string): string | null {
  return withDb((db) => (db.prepare('SELECT id FROM puppies WHERE name = ?').get(name) as { id: string } | undefined)?.id ?? null);
}

// ---------------------------------------------------------------------------------------------
// Fixture images

// One folder per worker process, removed when the worker exits.
const FIXTURE_DIR = path.join(os.tmpdir(), `albion-e2e-images-${process.pid}`);
process.once('exit', () => fs.rmSync(FIXTURE_DIR, { recursive: true, force: true }));

/**
 * A real PNG made with sharp in a temp folder: a solid color (random unless given) with a
 * contrasting square, so every fixture's bytes differ. Returns the file's path; its name is `name`.
 */
export async function fixtureImage(name: string, { width = 800, height = 600 }: { width?: number; height?: number } = {}): Promise<string> {
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  const file = path.join(FIXTURE_DIR, name.endsWith('.png') ? name : `${name}.png`);
  const c = () => Math.floor(Math.random() * 256);
  const inset = await sharp({ create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: { r: c(), g: c(), b: c() } } })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: { r: c(), g: c(), b: c() } } })
    .composite([{ input: inset, left: Math.round(width / 3), top: Math.round(height / 3) }])
    .png()
    .toFile(file);
  return file;
}

// ---------------------------------------------------------------------------------------------
// Confirm dialogs

/**
 * Accepts the next window.confirm() and resolves to its message, so the test can check the
 * wording ("Delete {name}?") after clicking.
 */
export function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      const message = dialog.message();
      void dialog.accept().then(() => resolve(message));
    });
  });
}

/** The path and query next/image was asked for: `/_next/image?url=%2Fx.png&w=…` → `/x.png`. */
export function imageSource(src: string): string {
  const url = new URL(src, 'http://e2e.invalid');
  return url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname + url.search;
}

// ---------------------------------------------------------------------------------------------
// Accounts made outside the test's own page

/**
 * Registers an account through /register in a separate browser context (so the test's own page
 * stays signed out), then closes that context.
 */
export async function registerElsewhere(browser: Browser, email: string, password: string): Promise<void> {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  try {
    const page = await context.newPage();
    await registerWithForm(page, email, password);
  } finally {
    await context.close();
  }
}

/** Removes this worker's fixture images (call from test.afterAll). */
export function removeFixtureImages(): void {
  fs.rmSync(FIXTURE_DIR, { recursive: true, force: true });
}
