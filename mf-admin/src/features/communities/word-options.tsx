import { statusLabel } from './community-format';

/** A select's options for a list of lowercase words (statuses, types), each shown capitalised. */
export function WordOptions({ words }: { words: readonly string[] }) {
  return (
    <>
      {words.map((word) => (
        <option key={word} value={word}>
          {statusLabel(word)}
        </option>
      ))}
    </>
  );
}
