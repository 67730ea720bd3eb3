import { DEMO } from './demoUser';
import { expect, test } from './fixtures';

test('logs in, sees the greeting, survives a reload and logs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const greeting = page.getByRole('button', { name: /Hi, Dana/ });
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await expect(greeting).toBeVisible();

  await greeting.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('shows the spec text for a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your email and password and try again');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
});

test('a protected route sends a visitor to login and back', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\/\?redirectUrl=%2Fprofile$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
});

const redirects: Array<[string, string, number]> = [
  ['/account', '/profile', 301],
  ['/blog', '/resources', 301],
  ['/blog/refinance-basics', '/resources/refinance-basics', 301],
  ['/article/refinance-basics', '/resources/refinance-basics', 301],
  ['/buy', '/buy/waitlist', 302],
  ['/documents', '/', 301],
  ['/find', '/', 301],
  ['/onboarding', '/', 301],
  ['/partner-account/apply', '/rates/summary', 301],
  ['/partner-account', '/', 301],
  ['/resources/what-is-a-home-equity-investment', '/resources', 302],
  ['/resources/guides/refinance-basics', '/resources/refinance-basics', 301],
];

for (const [from, to, status] of redirects) {
  test(`redirects ${from} to ${to} (${status})`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    expect(new URL(response.headers().location ?? '', 'http://localhost').pathname).toBe(to);
  });
}

test('serves /index.html as a health check and unknown paths as not found', async ({ page, request }) => {
  expect((await request.get('/index.html')).status()).toBe(200);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();
});
