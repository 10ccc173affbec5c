export interface FaqEntry {
  question: string;
  answer: string;
}

/** Customer spec 2, Help & Support: the entries whose question or answer contains the search, any case. */
export function filterFaq<Entry extends FaqEntry>(entries: readonly Entry[], search: string): Entry[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...entries];
  return entries.filter(
    (entry) =>
      entry.question.toLocaleLowerCase().includes(needle) ||
      entry.answer.toLocaleLowerCase().includes(needle),
  );
}
