import { SET_ASIDE_EVENT_MESSAGES as M } from '@marketplace/contracts';
import { Button, Card, LoadFailure, Spinner, useToast } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { formatReportTime } from '../reports/report-format';
import reports from '../reports/reports.module.css';
import { ACTIONS_COLUMN, ReportTable } from '../reports/report-table';
import { useReplaySetAsideEvent, useSetAsideEvents } from './set-aside-events-api';

/**
 * Events the order service's consumers gave up on (beyond the spec, issue 12): each with the error
 * that stopped it, and Replay to run it again once the cause is fixed. A replay has one effect.
 */
export function SetAsideEventsTab() {
  const events = useSetAsideEvents();
  const replay = useReplaySetAsideEvent();
  const { toast } = useToast();

  const replayOne = (eventId: string) =>
    replay.mutate(eventId, {
      onSuccess: () => toast({ title: 'Success', description: M.replayed }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessageOf(error) ?? M.replayFailed,
          variant: 'destructive',
        }),
    });

  if (events.isError) {
    return <LoadFailure message={M.loadFailed} onRetry={() => void events.refetch()} />;
  }
  if (events.data === undefined) return <Spinner label="Loading events set aside…" />;
  return (
    <Card>
      <h2 className={reports.heading}>{M.tabTitle}</h2>
      {events.data.length === 0 ? (
        <p className={reports.muted}>{M.empty}</p>
      ) : (
        <ReportTable
          label="Events set aside"
          columns={[
            'Set Aside',
            'Event',
            'Subject',
            'Consumer',
            { label: 'Attempts', numeric: true },
            'Error',
            ACTIONS_COLUMN,
          ]}
        >
          {events.data.map((event) => (
            <tr key={`${event.consumer}-${event.eventId}`}>
              <td>{formatReportTime(event.failedAt)}</td>
              <td>{event.type}</td>
              <td>{event.subject ?? '-'}</td>
              <td>{event.consumer}</td>
              <td className={reports.numeric}>{event.attempts}</td>
              <td className={reports.wrap}>{event.error}</td>
              <td>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={`Replay ${event.type} ${event.eventId}`}
                  disabled={replay.isPending}
                  onClick={() => replayOne(event.eventId)}
                >
                  Replay
                </Button>
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
    </Card>
  );
}
