import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_AUTH_MESSAGES,
  ADMIN_VENDORS_TEXTS,
  ANALYTICS_TIMEFRAMES,
  DEFAULT_ANALYTICS_HOURS,
  REPORT_MESSAGES,
  type AnalyticsHours,
} from '@marketplace/contracts';
import { Button, Card, Field, Select, Spinner, Tabs } from '@marketplace/ui';
import { analyticsLostSession, useWebhookAnalytics } from '../analytics/analytics-api';
import { EventsTab } from '../analytics/events-tab';
import { SummaryCards } from '../analytics/summary-cards';
import type { DashboardScope } from '../reports/dashboard-scope';
import { EndOtherSessionsButton } from '../session/end-other-sessions-button';
import styles from './dashboard.module.css';

// Split points (issue 10): the Events tab opens first and ships with the page; the other tabs with
// code of their own download when first selected.
const LogsTab = lazy(async () => ({ default: (await import('../analytics/logs-tab')).LogsTab }));
const PerformanceTab = lazy(async () => ({
  default: (await import('../analytics/performance-tab')).PerformanceTab,
}));
const CategoriesTab = lazy(async () => ({ default: (await import('./categories-tab')).CategoriesTab }));
const OrdersReportTab = lazy(async () => ({
  default: (await import('../orders-report/orders-report-tab')).OrdersReportTab,
}));
const StatusReportTab = lazy(async () => ({
  default: (await import('../orders-report/status-report-tab')).StatusReportTab,
}));
const WebhookReportTab = lazy(async () => ({
  default: (await import('../webhook-report/webhook-report-tab')).WebhookReportTab,
}));
const CommunitiesTab = lazy(async () => ({
  default: (await import('../communities/communities-tab')).CommunitiesTab,
}));
const VendorsTab = lazy(async () => ({
  default: (await import('../vendors/vendors-tab')).VendorsTab,
}));
const AppConfigTab = lazy(async () => ({
  default: (await import('../app-config/app-config-tab')).AppConfigTab,
}));
const WebhookConfigTab = lazy(async () => ({
  default: (await import('../webhook-config/webhook-config-tab')).WebhookConfigTab,
}));
const SetAsideEventsTab = lazy(async () => ({
  default: (await import('../set-aside-events/set-aside-events-tab')).SetAsideEventsTab,
}));

function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}

function timeframeLabel(hours: AnalyticsHours): string {
  return ANALYTICS_TIMEFRAMES.find((option) => option.hours === hours)?.label ?? `Last ${hours} hours`;
}

/**
 * Admin spec 2: header, summary cards and the ten tabs of the dashboard, the vendors (issue 25) and
 * the events set aside.
 * The timeframe and Refresh drive every tab: a report without dates covers the timeframe up to the
 * last Refresh, and Refresh reads every open tab's data again.
 */
export function DashboardPage({ onSignOut }: { onSignOut: () => void }) {
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<AnalyticsHours>(DEFAULT_ANALYTICS_HOURS);
  const [windowEnd, setWindowEnd] = useState(() => new Date());
  const analytics = useWebhookAnalytics(hours);
  const scope: DashboardScope = { hours, timeframeLabel: timeframeLabel(hours), windowEnd };

  const chooseTimeframe = (next: AnalyticsHours) => {
    setHours(next);
    setWindowEnd(new Date());
  };
  const refresh = () => {
    setWindowEnd(new Date());
    void queryClient.invalidateQueries();
  };

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
                onChange={(event) => chooseTimeframe(Number(event.target.value) as AnalyticsHours)}
              >
                {ANALYTICS_TIMEFRAMES.map((option) => (
                  <option key={option.hours} value={option.hours}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button variant="secondary" onClick={refresh} aria-busy={analytics.isFetching}>
            Refresh
          </Button>
          <EndOtherSessionsButton />
          <Button variant="ghost" onClick={onSignOut}>
            Logout
          </Button>
        </div>
      </header>

      {analytics.isError && analyticsLostSession(analytics.error, analytics.data !== undefined) ? (
        <Card role="alert" className={styles.failure}>
          <p>{ADMIN_AUTH_MESSAGES.analyticsFailed}</p>
          <Button onClick={onSignOut}>Back to Login</Button>
        </Card>
      ) : analytics.data === undefined ? (
        <Spinner label="Loading analytics…" />
      ) : (
        <>
          {analytics.isError && (
            <p role="status" className={styles.muted}>
              {REPORT_MESSAGES.fetchAnalyticsFailed}: showing the last figures; they refresh again in 30
              seconds.
            </p>
          )}
          <SummaryCards statistics={analytics.data.statistics} timeframeLabel={timeframeLabel(hours)} />
          <Tabs
            label="Dashboard sections"
            wrap
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
                content: (
                  <LazyTab>
                    <OrdersReportTab scope={scope} />
                  </LazyTab>
                ),
              },
              {
                id: 'status-report',
                label: 'Status Report',
                content: (
                  <LazyTab>
                    <StatusReportTab scope={scope} />
                  </LazyTab>
                ),
              },
              {
                id: 'webhook-report',
                label: 'Webhook Report',
                content: (
                  <LazyTab>
                    <WebhookReportTab scope={scope} />
                  </LazyTab>
                ),
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
                content: (
                  <LazyTab>
                    <CommunitiesTab />
                  </LazyTab>
                ),
              },
              {
                id: 'vendors',
                label: ADMIN_VENDORS_TEXTS.tab,
                content: (
                  <LazyTab>
                    <VendorsTab />
                  </LazyTab>
                ),
              },
              {
                id: 'app-config',
                label: 'App Config',
                content: (
                  <LazyTab>
                    <AppConfigTab />
                  </LazyTab>
                ),
              },
              {
                id: 'webhook-config',
                label: 'Webhook Config',
                content: (
                  <LazyTab>
                    <WebhookConfigTab />
                  </LazyTab>
                ),
              },
              {
                id: 'set-aside-events',
                label: 'Events Set Aside',
                content: (
                  <LazyTab>
                    <SetAsideEventsTab />
                  </LazyTab>
                ),
              },
            ]}
          />
        </>
      )}
    </main>
  );
}
