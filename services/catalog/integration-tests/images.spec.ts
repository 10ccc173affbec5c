import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import {
  GenerateImageResultSchema,
  GenerateImagesBatchResultSchema,
  IMAGE_BATCH_MAX_ITEMS,
  IMAGE_MESSAGES,
} from '@marketplace/contracts';
import { IMAGE_BATCH_CONCURRENCY } from '../src/app/commands/generate-item-images-batch';
import { OpenAiImageModel } from '../src/infra/image-model/openai-image-model.client';
import {
  SETUP_TIMEOUT_MS,
  anonymous,
  asResident,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

/** A real 1x1 PNG, what the fake model draws. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MODEL_TIMEOUT_MS = 1_000;

/**
 * An OpenAI-compatible images endpoint on loopback: answers `answer` after `delayMs`, and counts the
 * requests it is working on at once.
 */
interface FakeImageModel {
  url: string;
  answer: 'picture' | 'error' | 'not-a-picture';
  delayMs: number;
  requests: Array<{ authorization?: string; body: Record<string, unknown> }>;
  running: number;
  mostAtOnce: number;
  close: () => Promise<void>;
}

async function startFakeImageModel(): Promise<FakeImageModel> {
  const fake = {
    answer: 'picture',
    delayMs: 0,
    requests: [],
    running: 0,
    mostAtOnce: 0,
  } as unknown as FakeImageModel;
  const app = express();
  app.use(express.json());
  app.post('/v1/images/generations', async (req, res) => {
    fake.requests.push({ authorization: req.headers.authorization, body: req.body });
    fake.running += 1;
    fake.mostAtOnce = Math.max(fake.mostAtOnce, fake.running);
    await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    fake.running -= 1;
    if (fake.answer === 'error') return void res.status(500).json({ error: { message: 'overloaded' } });
    const bytes = fake.answer === 'picture' ? PNG : Buffer.from('<html>not a picture</html>');
    res.json({ created: 1, data: [{ b64_json: bytes.toString('base64') }] });
  });
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/images/generations`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const dish = (itemName: string, extra: Record<string, unknown> = {}) => ({
  restaurantId: 9999,
  itemName,
  category: 'main_course',
  description: `Delicious ${itemName}`,
  restaurantType: 'Indian Restaurant',
  ...extra,
});

const SVG_URL = /^\/api\/images\/[0-9a-f]{64}\.svg$/;
const PNG_URL = /^\/api\/images\/[0-9a-f]{64}\.png$/;

describe('with the built-in illustration (no image model configured)', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await startCatalogTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close(), SETUP_TIMEOUT_MS);

  const generate = (body: unknown, headers = asResident()) =>
    request(t.app)
      .post('/api/generate-image')
      .set(headers)
      .send(body as object);
  const batch = (body: unknown, headers = asResident()) =>
    request(t.app)
      .post('/api/generate-images-batch')
      .set(headers)
      .send(body as object);
  const image = (url: string) => request(t.app).get(url).set(anonymous());

  describe('POST /api/generate-image', () => {
    it('draws a picture, served from our URL for good, with its type and a policy that runs nothing', async () => {
      const res = await generate(dish('Paneer Butter Masala')).expect(200);
      const result = GenerateImageResultSchema.strict().parse(res.body);
      expect(result).toEqual({
        success: true,
        imageUrl: expect.stringMatching(SVG_URL),
        isAIGenerated: false,
        fromCache: false,
        prompt: expect.stringContaining(
          'Paneer Butter Masala, Delicious Paneer Butter Masala: a main course',
        ),
      });

      const served = await image(result.imageUrl!).buffer(true).expect(200);
      expect(served.headers['content-type']).toMatch(/^image\/svg\+xml\b/);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      const hash = /([0-9a-f]{64})/.exec(result.imageUrl!)![1];
      expect(served.headers.etag).toBe(`"${hash}"`);
      const svg = served.body.toString('utf8');
      expect(svg).toContain('<title id="title">Paneer Butter Masala, Main Course, Indian Restaurant</title>');
      await image(result.imageUrl!).set('if-none-match', `"${hash}"`).expect(304);
    });

    it('answers the same picture from the store on a repeat, and shares the file with alike items', async () => {
      const first = (await generate(dish('Dal Tadka')).expect(200)).body;
      const files = await t.prisma.imageFile.count();
      const again = (
        await generate(dish('Dal Tadka', { description: 'another text', restaurantType: 'Dhaba' })).expect(
          200,
        )
      ).body;
      expect(again).toEqual({ ...first, fromCache: true });
      // The repeat's own drawing (another restaurant type) is not stored: nothing would show it.
      expect(await t.prisma.imageFile.count()).toBe(files);

      const elsewhere = (await generate(dish('Dal Tadka', { restaurantId: 12 })).expect(200)).body;
      expect(elsewhere).toMatchObject({ fromCache: false, imageUrl: first.imageUrl });
      const hash = /([0-9a-f]{64})/.exec(first.imageUrl)![1]!;
      expect(await t.prisma.imageFile.count({ where: { hash } })).toBe(1);
      expect(await t.prisma.generatedImage.count({ where: { itemName: 'Dal Tadka' } })).toBe(2);
    });

    it('stores one picture when the same item is asked for many times at once', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => generate(dish('Rajma Chawal'))));
      const bodies = answers.map((res) => res.body);
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
      expect(new Set(bodies.map((body) => body.imageUrl)).size).toBe(1);
      expect(bodies.filter((body) => !body.fromCache)).toHaveLength(1);
    });

    it("draws an item without a category as a plain dish under the contract's default", async () => {
      const res = await generate({ restaurantId: 5, itemName: 'Mystery Box' }).expect(200);
      expect(res.body.prompt).toContain('Mystery Box: a dish served,');
      expect(
        (await t.prisma.generatedImage.findFirstOrThrow({ where: { itemName: 'Mystery Box' } })).category,
      ).toBe('default');
    });

    it('refuses anonymous callers and malformed requests', async () => {
      expect((await generate(dish('Samosa'), anonymous()).expect(401)).body).toEqual({
        message: 'Authentication required',
      });
      expect((await generate({ restaurantId: 1 }).expect(400)).body.message).toBe('itemName is required');
      expect((await generate({ restaurantId: 1, itemName: '   ' }).expect(400)).body.message).toBe(
        'Item name is required',
      );
      await generate({ restaurantId: 'abc', itemName: 'Samosa' }).expect(400);
      await generate({ restaurantId: 2 ** 31, itemName: 'Samosa' }).expect(400);
      await generate(dish('x'.repeat(201))).expect(400);
      await generate(dish('Samosa', { description: 'x'.repeat(501) })).expect(400);
      await generate(dish('Samosa', { category: 'x'.repeat(51) })).expect(400);
      expect(await t.prisma.generatedImage.count({ where: { itemName: 'Samosa' } })).toBe(0);
    });
  });

  describe('POST /api/generate-images-batch', () => {
    it("answers in the items' order, each the picture a single call then answers from the store", async () => {
      const items = ['Masala Dosa', 'Idli Sambar', 'Medu Vada', 'Filter Coffee', 'Upma', 'Pongal'].map(
        (name, index) =>
          dish(name, { restaurantId: 9999 + index, category: index === 3 ? 'beverage' : 'veg' }),
      );
      const res = await batch({ items }).expect(200);
      const answer = GenerateImagesBatchResultSchema.strict().parse(res.body);
      expect(answer.success).toBe(true);
      expect(answer.results).toHaveLength(items.length);
      for (const [index, item] of items.entries()) {
        const result = answer.results[index]!;
        expect(result).toMatchObject({ success: true, isAIGenerated: false, fromCache: false });
        expect(result.prompt).toContain(item.itemName);
        const single = (await generate(item).expect(200)).body;
        expect(single).toMatchObject({ fromCache: true, imageUrl: result.imageUrl });
      }
    });

    it('refuses an empty list (400) and more than IMAGE_BATCH_MAX_ITEMS items (413), storing nothing', async () => {
      expect((await batch({ items: [] }).expect(400)).body.message).toBe(IMAGE_MESSAGES.batchEmpty);
      expect((await batch({}).expect(400)).body.message).toBe('items must be a list of images to generate');
      const tooMany = Array.from({ length: IMAGE_BATCH_MAX_ITEMS + 1 }, (_, index) =>
        dish(`Too many ${index}`),
      );
      expect((await batch({ items: tooMany }).expect(413)).body).toEqual({
        message: IMAGE_MESSAGES.batchTooLarge(IMAGE_BATCH_MAX_ITEMS),
      });
      await batch({ items: tooMany.slice(0, IMAGE_BATCH_MAX_ITEMS) }).expect(200);
      expect(
        (await batch({ items: [dish('Fine'), { restaurantId: 1, itemName: '' }] }).expect(400)).body,
      ).toMatchObject({
        message: 'Item name is required',
        issues: [{ path: 'items.1.itemName', message: 'Item name is required' }],
      });
      await batch({ items: [dish('Fine')] }, anonymous()).expect(401);
      expect(await t.prisma.generatedImage.count({ where: { itemName: 'Fine' } })).toBe(0);
    });
  });

  describe('GET /api/images/:file', () => {
    it('answers 404 for a name that is no stored file, whoever asks', async () => {
      const stored = (await generate(dish('Kheer')).expect(200)).body.imageUrl as string;
      const missing = `/api/images/${'0'.repeat(64)}.svg`;
      for (const url of [
        missing,
        stored.replace('.svg', '.png'),
        stored.replace('.svg', ''),
        '/api/images/..%2Fx.svg',
      ])
        expect((await image(url).expect(404)).body).toEqual({ message: expect.any(String) });
      expect((await image(missing).expect(404)).body).toEqual({ message: IMAGE_MESSAGES.imageNotFound });
      await request(t.app).get(stored).set(asResident()).expect(200);
    });
  });
});

describe('with an external image model (an OpenAI-compatible endpoint)', () => {
  let t: CatalogTestApp;
  let model: FakeImageModel;
  beforeAll(async () => {
    model = await startFakeImageModel();
    t = await startCatalogTestApp({
      imageModel: new OpenAiImageModel({
        url: model.url,
        apiKey: 'test-image-key',
        model: 'test-model',
        size: '512x512',
        timeoutMs: MODEL_TIMEOUT_MS,
      }),
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await model.close();
  }, SETUP_TIMEOUT_MS);
  beforeEach(async () => {
    // A request the service gave up on (the timeout case) may still be in the fake's hands.
    while (model.running > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    Object.assign(model, { answer: 'picture', delayMs: 0, requests: [], mostAtOnce: 0 });
  });

  const generate = (body: unknown) =>
    request(t.app)
      .post('/api/generate-image')
      .set(asResident())
      .send(body as object);
  const batch = (items: unknown[]) =>
    request(t.app).post('/api/generate-images-batch').set(asResident()).send({ items });

  it('asks the model with the prompt, stores its picture and serves it from our URL', async () => {
    const result = (await generate(dish('Chicken Biryani', { category: 'non_veg' })).expect(200)).body;
    expect(result).toMatchObject({ success: true, isAIGenerated: true, fromCache: false });
    expect(result.imageUrl).toMatch(PNG_URL);
    expect(model.requests).toEqual([
      {
        authorization: 'Bearer test-image-key',
        body: {
          model: 'test-model',
          prompt: result.prompt,
          n: 1,
          size: '512x512',
          response_format: 'b64_json',
        },
      },
    ]);

    const served = await request(t.app).get(result.imageUrl).set(anonymous()).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    expect((await generate(dish('Chicken Biryani', { category: 'non_veg' })).expect(200)).body).toEqual({
      ...result,
      fromCache: true,
    });
    expect(model.requests).toHaveLength(1);
  });

  it.each([
    ['answers an error', { answer: 'error' }],
    ['answers something that is no picture', { answer: 'not-a-picture' }],
    ['takes longer than its timeout', { delayMs: MODEL_TIMEOUT_MS + 300 }],
  ])('falls back to the built-in picture when the model %s', async (_case, behaviour) => {
    Object.assign(model, behaviour);
    const itemName = `Fallback ${JSON.stringify(behaviour)}`;
    const result = (await generate(dish(itemName)).expect(200)).body;
    expect(result).toMatchObject({ success: true, isAIGenerated: false, fromCache: false });
    expect(result.imageUrl).toMatch(SVG_URL);
    expect(model.requests).toHaveLength(1);
    await request(t.app).get(result.imageUrl).set(anonymous()).expect(200);
  });

  it('works on a batch at most IMAGE_BATCH_CONCURRENCY items at a time, in order', async () => {
    // Long enough for the items of a round to overlap on a loaded machine, short enough for three
    // rounds to stay within the model's timeout.
    model.delayMs = 150;
    const items = Array.from({ length: 10 }, (_, index) =>
      dish(`Thali ${index}`, { restaurantId: 9999 + index }),
    );
    const answer = GenerateImagesBatchResultSchema.parse((await batch(items).expect(200)).body);
    expect(answer.results.map((result) => result.isAIGenerated)).toEqual(items.map(() => true));
    expect(answer.results.map((result) => result.prompt)).toEqual(
      items.map((item) => expect.stringContaining(`of ${item.itemName},`)),
    );
    expect(model.requests).toHaveLength(items.length);
    // The bound is what matters; how many overlap below it depends on the machine's load.
    expect(model.mostAtOnce).toBeLessThanOrEqual(IMAGE_BATCH_CONCURRENCY);
    expect(model.mostAtOnce).toBeGreaterThan(1);
  });
});
