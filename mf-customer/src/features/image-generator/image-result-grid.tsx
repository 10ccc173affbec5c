import { IMAGE_GENERATOR_TEXTS as TEXTS } from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import styles from './image-generator.module.css';
import { categoryLabel, type ImageResult } from './image-results';

/** Admin spec 2: every picture generated on this visit, newest first. */
export function ImageResultGrid({ results }: { results: readonly ImageResult[] }) {
  return (
    <section className={styles.section} aria-labelledby="image-results-title">
      <h2 id="image-results-title" className={styles.sectionTitle}>
        {TEXTS.resultsTitle}
      </h2>
      {results.length === 0 ? (
        <p className={styles.muted}>{TEXTS.noResults}</p>
      ) : (
        <ul className={styles.grid} aria-label="Generated images">
          {results.map((result) => (
            <li key={result.id} className={styles.result}>
              <img className={styles.picture} src={result.imageUrl} alt={result.itemName} loading="lazy" />
              <div className={styles.resultBody}>
                <h3 className={styles.resultName}>{result.itemName}</h3>
                <p className={styles.muted}>{categoryLabel(result.category)}</p>
                <div className={styles.badges}>
                  <Badge variant={result.isAIGenerated ? 'brand' : 'outline'}>
                    {result.isAIGenerated ? TEXTS.aiGenerated : TEXTS.builtIn}
                  </Badge>
                  {result.fromCache && <Badge variant="neutral">{TEXTS.fromCache}</Badge>}
                </div>
                <p className={styles.prompt}>{result.prompt}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
