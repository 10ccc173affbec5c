const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/**
 * The samples of one metric in a Prometheus text exposition, each as `name{labels} value` with its
 * labels in alphabetical order (prom-client writes default labels first for some types, last for
 * others), so a test can compare whole lines.
 */
export function metricSamples(exposition: string, name: string): string[] {
  const samples: string[] = [];
  for (const line of exposition.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = [...(match[2] ?? '').matchAll(LABEL)]
      .map(([, label, value]) => `${label}="${value}"`)
      .sort();
    samples.push(`${name}{${labels.join(',')}} ${match[3]}`);
  }
  return samples;
}

/** The value of the sample of `name` whose labels include `labels`; undefined when there is none. */
export function metricValue(
  exposition: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const sample = metricSamples(exposition, name).find((line) => {
    const labelText = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}'));
    const present = new Set(labelText.split(/,(?=[a-zA-Z_]\w*=")/));
    return wanted.every((label) => present.has(label));
  });
  return sample === undefined ? undefined : Number(sample.slice(sample.lastIndexOf(' ') + 1));
}
