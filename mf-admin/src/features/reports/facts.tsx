import styles from './facts.module.css';

/** Terms and their values, two columns: a record's details in a dialog. */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
