import { Router, type Request } from 'express';
import { GenerateImageRequestSchema, GenerateImagesBatchRequestSchema } from '@marketplace/contracts';
import { requireUser } from '@marketplace/service-kit';
import { generateItemImage, type GenerateItemImageDeps } from '../app/commands/generate-item-image';
import { generateItemImagesBatch } from '../app/commands/generate-item-images-batch';
import { getImageFile } from '../app/queries/get-image-file';
import { toGenerateImageResult, toGenerateImagesBatchResult } from './images.presenters';
import { markNoOrderContextChanged } from './catalog-changes';

/**
 * A stored picture's answer. Its name is its content's hash, so it may be kept for good. An SVG
 * opened on its own is a document of our origin: the policy lets it draw and run nothing (no
 * script, no loads, sandboxed), and the type is never sniffed into something else.
 */
const IMAGE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * Menu item pictures (customer spec 3 and 8, admin spec 2, 5 and 7; decision 77): signed-in residents
 * generate them, one or a batch (the vendor page and the image tool); anyone may fetch a stored one.
 */
export function imagesRoutes(deps: GenerateItemImageDeps): Router {
  const router = Router();

  router.post('/api/generate-image', async (req, res) => {
    markNoOrderContextChanged(res);
    requireUser(req);
    const request = GenerateImageRequestSchema.parse(req.body ?? {});
    res.json(toGenerateImageResult(await generateItemImage(deps, request)));
  });

  router.post('/api/generate-images-batch', async (req, res) => {
    markNoOrderContextChanged(res);
    requireUser(req);
    const { items } = GenerateImagesBatchRequestSchema.parse(req.body ?? {});
    res.json(toGenerateImagesBatchResult(await generateItemImagesBatch(deps, items)));
  });

  router.get('/api/images/:file', async (req: Request<{ file: string }>, res) => {
    const file = await getImageFile(deps, req.params.file);
    res.set({ ...IMAGE_HEADERS, 'Content-Type': file.contentType, ETag: `"${file.hash}"` });
    res.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  return router;
}
