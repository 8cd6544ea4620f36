// `npm run lighthouse` measures each browser figure a few times and judges the median, so one slow
// run (a garbage collection, another process taking the CPU) neither misses a budget nor hides a miss.

export type JudgedRuns<T> = {
  /** Each run's result, in the order the runs ran. */
  results: T[];
  /** Each run's figure, smallest first. */
  figures: number[];
  /** The middle figure; of an even count, the higher of the two middle ones. */
  median: number;
  /** Whether the median is under the budget (a median at the budget misses it). */
  withinBudget: boolean;
};

/**
 * Runs `measure` `runs` times, each after the last has finished (runs side by side would slow each
 * other down), and judges the median of the figure each result gives against `budget`.
 */
export async function medianOfRuns<T>({
  runs,
  measure,
  figure,
  budget,
}: {
  runs: number;
  measure: () => Promise<T>;
  figure: (result: T) => number;
  budget: number;
}): Promise<JudgedRuns<T>> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`A median needs at least one run, not ${runs}.`);
  const results: T[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure());
  const figures = results.map(figure).sort((a, b) => a - b);
  const median = figures[Math.floor(figures.length / 2)]!;
  return { results, figures, median, withinBudget: median < budget };
}
