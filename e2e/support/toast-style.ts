import { expect, type Page } from '@playwright/test';

/**
 * The toast on screen is drawn in the design system's type and on its own opaque surface, as the
 * page around it is. The toasts' region sits beside the app's frame, so without the design tokens
 * of its own it fell back to the browser's default serif font over a see-through background.
 */
export async function expectToastInDesignStyle(page: Page, title: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications' });
  const toastTitle = region.getByText(title, { exact: true });
  await expect(toastTitle).toBeVisible();
  const pageFont = await page
    .locator('h1, h2')
    .first()
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  const toast = await toastTitle.evaluate((element) => {
    const card = element.closest('[role="status"], [role="alert"]')!;
    return { font: getComputedStyle(element).fontFamily, background: getComputedStyle(card).backgroundColor };
  });
  expect(toast.font).toBe(pageFont);
  expect(toast.font).toMatch(/sans-serif/);
  // rgb(...) is opaque; rgba(..., 0) or 'transparent' lets the content show through the text.
  expect(toast.background).toMatch(/^rgb\(/);
}
