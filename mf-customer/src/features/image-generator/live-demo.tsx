import { IMAGE_GENERATOR_TEXTS as TEXTS, type GenerateImageRequest } from '@marketplace/contracts';
import { Button, Card, CardDescription, CardTitle } from '@marketplace/ui';
import { DEMO_SAMPLES, demoBatch, demoRequest } from './demo-samples';
import styles from './image-generator.module.css';
import { categoryLabel, type GeneratorState } from './image-results';

/** Admin spec 2 and 9: sample items of the demo restaurant, one at a time or all as a batch. */
export function LiveDemo({
  running,
  onGenerateOne,
  onGenerateAll,
}: {
  running: GeneratorState;
  onGenerateOne: (request: GenerateImageRequest) => void;
  onGenerateAll: (requests: GenerateImageRequest[]) => void;
}) {
  return (
    <Card>
      <section className={styles.section} aria-labelledby="image-demo-title">
        <CardTitle id="image-demo-title">{TEXTS.demoTitle}</CardTitle>
        <CardDescription>{TEXTS.demoDescription}</CardDescription>
        <ul className={styles.samples} aria-label="Sample items">
          {DEMO_SAMPLES.map((sample) => (
            <li key={sample.itemName} className={styles.sample}>
              <span className={styles.sampleText}>
                <span className={styles.sampleName}>{sample.itemName}</span>
                <span className={styles.muted}>{categoryLabel(sample.category)}</span>
              </span>
              <Button
                variant="secondary"
                size="small"
                aria-label={TEXTS.generateSample(sample.itemName)}
                disabled={running !== 'idle'}
                onClick={() => onGenerateOne(demoRequest(sample))}
              >
                {TEXTS.generate}
              </Button>
            </li>
          ))}
        </ul>
        <Button fullWidth disabled={running !== 'idle'} onClick={() => onGenerateAll(demoBatch())}>
          {TEXTS.runDemo}
        </Button>
      </section>
    </Card>
  );
}
