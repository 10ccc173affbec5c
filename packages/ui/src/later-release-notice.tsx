import { Card, CardDescription, CardTitle } from './card';

/**
 * Where a screen or tab of the spec is not built yet: its route or tab exists (never a 404 or an
 * empty table) and it says plainly that the feature comes later. Every remote shows the same words.
 */
export function LaterReleaseNotice({ name }: { name: string }) {
  return (
    <Card role="status">
      <CardTitle level={2}>Coming in a later release</CardTitle>
      <CardDescription>{`${name} is not available yet. We are building it next.`}</CardDescription>
    </Card>
  );
}
