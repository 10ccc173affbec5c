import { Button } from './button';
import { Card, CardDescription, CardTitle } from './card';

/**
 * What a micro-frontend shows when its React tree throws: single-spa-react's errorBoundary renders
 * it in place of the app, so one broken screen cannot take the shell down with it.
 */
export function AppErrorFallback({ error }: { error: Error }) {
  return (
    <div role="alert" style={{ padding: 16 }}>
      <Card>
        <CardTitle>Something went wrong</CardTitle>
        <CardDescription>{error.message || 'This screen failed to load.'}</CardDescription>
        <div style={{ marginTop: 16 }}>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </Card>
    </div>
  );
}
