import { expect, type Locator, type Page } from '@playwright/test';
import { IMAGE_GENERATOR_TEXTS as TEXTS } from '@marketplace/contracts';

/** /customer/image-generator: the single and batch forms, the live demo and the results grid. */
export class ImageGeneratorPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/image-generator');
    await expect(this.page.getByRole('heading', { name: TEXTS.title, level: 1 })).toBeVisible();
  }

  get back(): Locator {
    return this.page.getByRole('link', { name: 'Back' });
  }

  get single(): Locator {
    return this.page.getByRole('form', { name: TEXTS.singleTitle });
  }

  get batch(): Locator {
    return this.page.getByRole('form', { name: TEXTS.batchTitle });
  }

  get demo(): Locator {
    return this.page.getByRole('region', { name: TEXTS.demoTitle });
  }

  get generate(): Locator {
    return this.single.getByRole('button', { name: new RegExp(`^(${TEXTS.generate}|${TEXTS.generating})$`) });
  }

  get generateBatch(): Locator {
    return this.batch.getByRole('button', {
      name: new RegExp(`^(${TEXTS.generateBatch}|${TEXTS.generating})$`),
    });
  }

  async fillSingle(itemName: string, category: string): Promise<void> {
    await this.single.getByLabel(TEXTS.itemName).fill(itemName);
    await this.single.getByLabel(TEXTS.category).selectOption({ label: category });
  }

  /** The results, newest first. */
  get results(): Locator {
    return this.page.getByRole('list', { name: 'Generated images' }).getByRole('listitem');
  }

  async resultNames(): Promise<string[]> {
    return this.results.getByRole('heading', { level: 3 }).allTextContents();
  }
}
