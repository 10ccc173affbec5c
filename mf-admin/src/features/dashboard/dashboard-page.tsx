import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  ADMIN_AUTH_MESSAGES,
  ANALYTICS_TIMEFRAMES,
  DEFAULT_ANALYTICS_HOURS,
  type AnalyticsHours,
} from '@marketplace/contracts';
import { Button, Card, Field, LaterReleaseNotice, Select, Spinner, Tabs } from '@marketplace/ui';
import { useWebhookAnalytics } from '../analytics/analytics-api';
import { EventsTab } from '../analytics/events-tab';
import { SummaryCards } from '../analytics/summary-cards';
import styles from './dashboard.module.css';

// Split points (issue 10): the Events tab opens first and ships with the page; the other tabs with
// code of their own download when first selected.
const LogsTab = lazy(async () => ({ default: (await import('../analytics/logs-tab')).LogsTab }));
const PerformanceTab = lazy(async () => ({
  default: (await import('../analytics/performance-tab')).PerformanceTab,
}));
const CategoriesTab = lazy(async () => ({ default: (await import('./categories-tab')).CategoriesTab }));

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}

function timeframeLabel(hours: AnalyticsHours): string {
  return ANALYTICS_TIMEFRAMES.find((option) => option.hours === hours)?.label ?? `Last ${hours} hours`;
}

/** Admin spec 2: header, summary cards and the ten tabs of the dashboard. */
export function DashboardPage({ onSignOut }: { onSignOut: () => void }) {
  const [hours, setHours] = useState<AnalyticsHours>(DEFAULT_ANALYTICS_HOURS);
  const analytics = useWebhookAnalytics(hours);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Webhook Analytics Dashboard</h1>
        <div className={styles.controls}>
          <Field label="Timeframe" className={styles.timeframe}>
            {(control) => (
              <Select
                {...control}
                value={hours}
                onChange={(event) => setHours(Number(event.target.value) as AnalyticsHours)}
              >
                {ANALYTICS_TIMEFRAMES.map((option) => (
                  <option key={option.hours} value={option.hours}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button
            variant="secondary"
            onClick={() => void analytics.refetch()}
            disabled={analytics.isFetching}
          >
            Refresh
          </Button>
          <Button variant="ghost" onClick={onSignOut}>
            Logout
          </Button>
        </div>
      </header>

      {analytics.isError ? (
        <Card role="alert" className={styles.failure}>
          <p>{ADMIN_AUTH_MESSAGES.analyticsFailed}</p>
          <Button onClick={onSignOut}>Back to Login</Button>
        </Card>
      ) : analytics.data === undefined ? (
        <Spinner label="Loading analytics…" />
      ) : (
        <>
          <SummaryCards statistics={analytics.data.statistics} timeframeLabel={timeframeLabel(hours)} />
          <Tabs
            label="Dashboard sections"
            tabs={[
              {
                id: 'events',
                label: 'Events',
                content: <EventsTab breakdown={analytics.data.eventBreakdown} />,
              },
              {
                id: 'logs',
                label: 'Logs',
                content: (
                  <LazyTab>
                    <LogsTab logs={analytics.data.recentLogs} />
                  </LazyTab>
                ),
              },
              {
                id: 'performance',
                label: 'Performance',
                content: (
                  <LazyTab>
                    <PerformanceTab statistics={analytics.data.statistics} />
                  </LazyTab>
                ),
              },
              {
                id: 'orders-report',
                label: 'Orders Report',
                content: <LaterReleaseNotice name="The orders report" />,
              },
              {
                id: 'status-report',
                label: 'Status Report',
                content: <LaterReleaseNotice name="The status report" />,
              },
              {
                id: 'webhook-report',
                label: 'Webhook Report',
                content: <LaterReleaseNotice name="The webhook report" />,
              },
              {
                id: 'categories',
                label: 'Categories',
                content: (
                  <LazyTab>
                    <CategoriesTab />
                  </LazyTab>
                ),
              },
              {
                id: 'community-management',
                label: 'Community Mgmt',
                content: <LaterReleaseNotice name="Community management" />,
              },
              {
                id: 'app-config',
                label: 'App Config',
                content: <LaterReleaseNotice name="App configuration" />,
              },
              {
                id: 'webhook-config',
                label: 'Webhook Config',
                content: <LaterReleaseNotice name="Webhook configuration" />,
              },
            ]}
          />
        </>
      )}
    </main>
  );
}
