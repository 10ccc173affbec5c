import { Card, CardDescription, CardTitle } from '@marketplace/ui';

/** A dashboard tab a later release fills; it says so rather than showing empty data. */
export function PendingTab({ name }: { name: string }) {
  return (
    <Card>
      <CardTitle level={2}>Not available yet</CardTitle>
      <CardDescription>{`${name} is not available yet. It arrives in a later release of the back-office.`}</CardDescription>
    </Card>
  );
}
