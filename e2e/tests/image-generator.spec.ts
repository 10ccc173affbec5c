import { expect, test } from '@playwright/test';
import { IMAGE_GENERATOR_TEXTS as TEXTS } from '@marketplace/contracts';
import { VendorPage } from '../page-objects/discovery-pages';
import { ImageGeneratorPage } from '../page-objects/image-generator-page';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { menuOf, residentWhoSees } from '../support/discovery-data';

const STORED_SVG = /^\/api\/images\/[0-9a-f]{64}\.svg$/;

test('the image generator draws single and batch pictures, newest first, and menus show them', async ({
  page,
}) => {
  const vendor = await residentWhoSees(page, async (listed) => {
    for (const candidate of listed) {
      const menu = await menuOf(page.request, candidate.id);
      if (menu.length > 0) return { ...candidate, menu };
    }
    return undefined;
  });
  const tool = new ImageGeneratorPage(page);
  await tool.open();
  await expect(tool.back).toHaveAttribute('href', '/customer/directory');
  await expect(page.getByText(TEXTS.noResults)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'image generator');

  // Generate waits for both the item name and the category.
  await expect(tool.generate).toBeDisabled();
  await tool.single.getByLabel(TEXTS.itemName).fill('Veg Hakka Noodles');
  await expect(tool.generate).toBeDisabled();
  await tool.fillSingle('Veg Hakka Noodles', 'Main Course');
  await tool.generate.click();
  await expect(tool.results).toHaveCount(1);
  const first = tool.results.first();
  await expect(first.getByRole('heading', { name: 'Veg Hakka Noodles' })).toBeVisible();
  await expect(first).toContainText('Main Course');
  await expect(first).toContainText(TEXTS.builtIn);
  await expect(first).not.toContainText(TEXTS.fromCache);
  await expect(first).toContainText('Appetising food photograph of Veg Hakka Noodles');
  const picture = first.getByRole('img', { name: 'Veg Hakka Noodles' });
  await expect(picture).toHaveAttribute('src', STORED_SVG);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);
  await expect(tool.generate).toBeEnabled();

  // The batch: one 'name, category' a line, blank lines skipped; its results on top, in its order.
  await expect(tool.generateBatch).toBeDisabled();
  await tool.batch.getByLabel(TEXTS.batchLabel).fill('Mango Lassi, beverage\n\n  Gulab Jamun  \n');
  await tool.generateBatch.click();
  await expect(tool.results).toHaveCount(3);
  expect(await tool.resultNames()).toEqual(['Mango Lassi', 'Gulab Jamun', 'Veg Hakka Noodles']);
  await expect(tool.results.nth(0)).toContainText('Beverage');
  await expect(tool.results.nth(1)).toContainText('Main Course');

  // The same item again is the stored picture.
  await tool.generate.click();
  await expect(tool.results).toHaveCount(4);
  await expect(tool.results.first()).toContainText(TEXTS.fromCache);
  await expect(tool.results.first().getByRole('img')).toHaveAttribute(
    'src',
    (await picture.getAttribute('src'))!,
  );

  // The live demo: one sample, then all of them as one batch.
  await tool.demo.getByRole('button', { name: TEXTS.generateSample('Samosa') }).click();
  await expect(tool.results).toHaveCount(5);
  await expect(tool.results.first().getByRole('heading')).toHaveText('Samosa');
  await tool.demo.getByRole('button', { name: TEXTS.runDemo }).click();
  await expect(tool.results).toHaveCount(11);
  expect((await tool.resultNames()).slice(0, 6)).toEqual([
    'Paneer Butter Masala',
    'Masala Dosa',
    'Chicken Biryani',
    'Gulab Jamun',
    'Mango Lassi',
    'Samosa',
  ]);
  await expectNoSeriousA11yViolations(page, 'image generator with results');

  // A vendor's menu items show their pictures instead of the letter placeholder.
  const screen = new VendorPage(page);
  await screen.open(vendor.id, '?from=home');
  const item = vendor.menu[0]!;
  const itemPicture = screen.item(item.name).getByRole('img', { name: item.name });
  await expect(itemPicture).toHaveAttribute('src', STORED_SVG);
  await expect
    .poll(() => itemPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(screen.item(item.name).locator('[data-placeholder-category]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'vendor page with item pictures');
});

test('a failed generation is only logged, and the tool is ready again', async ({ page }) => {
  await signInAsNewResident(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/generate-image', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  const tool = new ImageGeneratorPage(page);
  await tool.open();
  await tool.fillSingle('Pav Bhaji', 'Snacks');
  await tool.generate.click();
  await expect.poll(() => errors.some((text) => text.includes(TEXTS.httpError(503)))).toBe(true);
  await expect(tool.generate).toBeEnabled();
  await expect(tool.generate).toHaveText(TEXTS.generate);
  await expect(page.getByText(TEXTS.noResults)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
