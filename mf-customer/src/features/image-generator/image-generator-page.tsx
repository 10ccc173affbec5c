import { useState } from 'react';
import { IMAGE_GENERATOR_TEXTS, type GenerateImageRequest } from '@marketplace/contracts';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { BatchImageForm } from './batch-image-form';
import { useGenerateImage, useGenerateImagesBatch } from './image-generator-api';
import { ImageResultGrid } from './image-result-grid';
import {
  readResults,
  withNewResults,
  type GeneratorState,
  type ImageResult,
  type ReadResults,
} from './image-results';
import { LiveDemo } from './live-demo';
import { SingleImageForm } from './single-image-form';

/** Admin spec 8: the tool only logs what failed; the screen just stops waiting. */
function logFailures(read: ReadResults): void {
  for (const failure of read.failed)
    console.error(`Image generation failed for ${failure.itemName}:`, failure.error);
}

const logError = (error: unknown) => console.error('Image generation failed:', error);

/**
 * Admin spec 2, 5, 8 and 9, the image generator tool (/customer/image-generator): a single form, a
 * batch form and a live demo of sample items, whose pictures go to the top of the results grid. One
 * generation runs at a time (idle, generating single, generating batch).
 */
export function ImageGeneratorPage() {
  const single = useGenerateImage();
  const batch = useGenerateImagesBatch();
  const [results, setResults] = useState<ImageResult[]>([]);
  const running: GeneratorState = single.isPending ? 'single' : batch.isPending ? 'batch' : 'idle';

  const show = (read: ReadResults) => {
    logFailures(read);
    setResults((current) => withNewResults(current, read.results));
  };
  const generateOne = (request: GenerateImageRequest) =>
    single.mutate(request, {
      onSuccess: (answer) => show(readResults([request], [answer])),
      onError: logError,
    });
  const generateMany = (requests: GenerateImageRequest[]) =>
    batch.mutate(requests, {
      onSuccess: (answer) => show(readResults(requests, answer.results)),
      onError: logError,
    });

  return (
    <>
      <ScreenHeader title={IMAGE_GENERATOR_TEXTS.title} backTo="/customer/directory" />
      <main className={screen.content}>
        <SingleImageForm running={running} onGenerate={generateOne} />
        <BatchImageForm running={running} onGenerate={generateMany} />
        <LiveDemo running={running} onGenerateOne={generateOne} onGenerateAll={generateMany} />
        <ImageResultGrid results={results} />
      </main>
    </>
  );
}
