import { expect, test } from '@playwright/test';
import { VENDOR_PAGE_TEXTS } from '@marketplace/contracts';
import { VendorPage } from '../page-objects/discovery-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { menuOf, residentWhoSees } from '../support/discovery-data';

test('the vendor page shows its menu, reviews and info tabs, with Services disabled', async ({ page }) => {
  const vendor = await residentWhoSees(page, async (listed) => {
    for (const candidate of listed) {
      const menu = await menuOf(page.request, candidate.id);
      if (menu.some((item) => !item.isAvailable)) return { ...candidate, menu };
    }
    return undefined;
  });
  const screen = new VendorPage(page);
  await screen.open(vendor.id, '?from=home');
  await expect(screen.heading(vendor.name)).toBeVisible();

  // Menu first: every item, 'Out of Stock' on the unavailable ones, each with its add button.
  await expect(screen.tab('Menu')).toHaveAttribute('aria-selected', 'true');
  for (const item of vendor.menu) {
    const row = screen.item(item.name);
    await expect(row).toBeVisible();
    if (item.isAvailable) await expect(row).not.toContainText(VENDOR_PAGE_TEXTS.outOfStock);
    else await expect(row).toContainText(VENDOR_PAGE_TEXTS.outOfStock);
    await expect(row.getByRole('button', { name: `Add ${item.name} to cart` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'vendor page, menu');

  // Services is there but cannot be chosen; arrow keys pass over it.
  const services = screen.tab('Services');
  await expect(services).toHaveAttribute('aria-disabled', 'true');
  await services.click({ force: true });
  await expect(screen.tab('Menu')).toHaveAttribute('aria-selected', 'true');

  // Changing tab brings the page back to the top; the header has collapsed meanwhile.
  const viewport = page.viewportSize()!;
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect
    .poll(async () => (await screen.header.boundingBox())!.height)
    .toBeCloseTo(viewport.height * 0.15, 0);
  await screen.tab('Info').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect
    .poll(async () => (await screen.header.boundingBox())!.height)
    .toBeCloseTo(viewport.height * 0.3, 0);

  await expect(screen.panel).toContainText(VENDOR_PAGE_TEXTS.operatingHours);
  await expectNoSeriousA11yViolations(page, 'vendor page, info');

  await screen.tab('Info').press('ArrowLeft');
  await expect(screen.tab('Reviews')).toHaveAttribute('aria-selected', 'true');
  await expect(screen.tab('Reviews')).toBeFocused();
  await screen.tab('Reviews').press('ArrowRight');
  await expect(screen.tab('Info')).toHaveAttribute('aria-selected', 'true');
  await screen.tab('Info').press('ArrowRight');
  await expect(screen.tab('Menu')).toHaveAttribute('aria-selected', 'true');

  await screen.tab('Reviews').click();
  await expect(screen.panel).toBeVisible();
  await expect(screen.panel).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page, 'vendor page, reviews');
});

test('the vendor page goes back where the resident came from', async ({ page }) => {
  const vendor = await residentWhoSees(page, async (listed) => listed[0]);
  const screen = new VendorPage(page);
  const cases: [string, RegExp][] = [
    ['?from=home', /\/customer$/],
    ['?from=directory', /\/customer\/directory$/],
    ['?from=categories', /\/customer\/directory$/],
    ['?from=search', /\/customer\/directory$/],
    [
      `?from=category&categoryId=${vendor.categoryId}`,
      new RegExp(`/customer/category/${vendor.categoryId}$`),
    ],
    ['?from=category', /\/customer\/directory$/],
    ['?from=map', /\/customer\/map$/],
    ['?from=favorites', /\/customer\/profile\/favorites$/],
    ['?from=somewhere-else', /\/customer$/],
    ['', /\/customer$/],
  ];
  for (const [query, target] of cases) {
    await screen.open(vendor.id, query);
    await screen.back.click();
    await expect(page, `back from ${query || 'no from'}`).toHaveURL(target);
    // The screen it went to is up (leaving the vendor page must not take the app down).
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  }
});
