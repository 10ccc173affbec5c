import { useId, useState, type ReactNode } from 'react';
import {
  VENDOR_STORE_TEXTS,
  formatRupeeAmount,
  type EarningsDay,
  type EarningsResponse,
  type LedgerLine,
} from '@marketplace/contracts';
import { EmptyState, Icon, QueryView, VisuallyHidden, buttonClassName, cx } from '@marketplace/ui';
import { ChoiceChips } from '../inbox/choice-chips';
import { placedAt } from '../inbox/time-text';
import { useNow } from '../inbox/use-now';
import { messageOf } from '../session/client-error';
import { useWorkspace } from '../workspace/workspace-context';
import {
  EARNINGS_RANGES,
  barHeights,
  dayLabel,
  earningsCsvHref,
  everyDay,
  hadOrders,
  rangeDates,
  type EarningsDates,
  type EarningsRange,
} from './earnings-range';
import { useEarnings } from './money-api';
import styles from './money.module.css';

const TEXTS = VENDOR_STORE_TEXTS.money;

const RANGE_CHOICES = EARNINGS_RANGES.map((range) => ({ value: range, label: TEXTS[range] }));

/** The range's dates move on at India's midnight while the screen is open. */
const DATE_TICK_MS = 60_000;

/**
 * /vendor/money: what the store took in cash, owes in fees and keeps, for today or the last 7 or 30
 * days of India Standard Time; per day as a chart and a table, the delivered orders as a ledger, and
 * both as CSV.
 */
export function MoneyPage() {
  const { storeId } = useWorkspace();
  const [range, setRange] = useState<EarningsRange>('last7');
  const now = useNow(DATE_TICK_MS);
  const dates = rangeDates(range, now);
  const earnings = useEarnings(storeId, dates);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{TEXTS.title}</h1>
      <ChoiceChips
        legend={TEXTS.range}
        name="range"
        choices={RANGE_CHOICES}
        value={range}
        onChange={setRange}
      />
      <p className={styles.muted}>{TEXTS.rangeText(dayLabel(dates.from), dayLabel(dates.to))}</p>
      <QueryView<EarningsResponse>
        query={earnings}
        loading={TEXTS.loading}
        failure={(error) => messageOf(error, TEXTS.loadFailed)}
      >
        {(data) => (
          <div className={styles.figures} aria-busy={earnings.isPlaceholderData || undefined}>
            {hadOrders(data.totals) ? (
              <Earnings storeId={storeId} data={data} dates={dates} />
            ) : (
              <EmptyState
                icon={<Icon name="wallet" size={32} />}
                title={TEXTS.emptyTitle}
                text={TEXTS.empty}
              />
            )}
          </div>
        )}
      </QueryView>
    </main>
  );
}

function Earnings({
  storeId,
  data,
  dates,
}: {
  storeId: number;
  data: EarningsResponse;
  dates: EarningsDates;
}) {
  const { totals } = data;
  const totalsId = useId();
  // The answer's own days, which are the chips' but for a range asked just before India's midnight.
  const days = everyDay(data.days, { from: data.from, to: data.to });
  const tiles: ReadonlyArray<{ label: string; value: string; hint?: string; lead?: boolean }> = [
    { label: TEXTS.cashCollected, value: formatRupeeAmount(totals.cashCollected), lead: true },
    { label: TEXTS.fees, value: formatRupeeAmount(totals.fees) },
    { label: TEXTS.net, value: formatRupeeAmount(totals.net), hint: TEXTS.netHint, lead: true },
    { label: TEXTS.itemSales, value: formatRupeeAmount(totals.itemSales) },
    { label: TEXTS.delivered, value: String(totals.delivered) },
    { label: TEXTS.cancelled, value: String(totals.cancelled) },
    { label: TEXTS.rejected, value: String(totals.rejected) },
  ];

  return (
    <>
      <section aria-labelledby={totalsId} className={styles.section}>
        <h2 id={totalsId} className={styles.heading}>
          {TEXTS.totals}
        </h2>
        <dl className={styles.tiles}>
          {tiles.map((tile) => (
            <div key={tile.label} className={cx(styles.tile, tile.lead && styles.leadTile)}>
              <dt className={styles.tileLabel}>{tile.label}</dt>
              <dd className={styles.tileValue}>{tile.value}</dd>
              {tile.hint !== undefined && <dd className={styles.tileHint}>{tile.hint}</dd>}
            </div>
          ))}
        </dl>
      </section>
      <CashChart days={days} />
      <DaysTable days={days} />
      <Ledger lines={data.ledger} count={data.ledgerCount} />
      <div className={styles.downloads}>
        <a
          href={earningsCsvHref(storeId, dates, 'days')}
          download
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
        >
          <Icon name="download" size={16} />
          {TEXTS.downloadDays}
        </a>
        <a
          href={earningsCsvHref(storeId, dates, 'ledger')}
          download
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
        >
          <Icon name="download" size={16} />
          {TEXTS.downloadLedger}
        </a>
      </div>
    </>
  );
}

/** Cash collected per day as bars (no chart library); each bar says its day and amount to assistive technology. */
function CashChart({ days }: { days: readonly EarningsDay[] }) {
  const titleId = useId();
  const heights = barHeights(days.map((day) => day.cashCollected));
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {TEXTS.chartTitle}
      </h2>
      <ol className={styles.bars}>
        {days.map((day, index) => (
          <li key={day.date} className={styles.barSlot}>
            <span className={styles.bar} style={{ height: `${heights[index]}%` }} aria-hidden="true" />
            <VisuallyHidden>
              {TEXTS.chartBar(dayLabel(day.date), formatRupeeAmount(day.cashCollected))}
            </VisuallyHidden>
          </li>
        ))}
      </ol>
      {days.length > 0 && (
        <div className={styles.axis} aria-hidden="true">
          <span>{dayLabel(days[0]!.date)}</span>
          {days.length > 1 && <span>{dayLabel(days.at(-1)!.date)}</span>}
        </div>
      )}
      <figcaption className={styles.muted}>{TEXTS.chartNote}</figcaption>
    </figure>
  );
}

/** A table wider than a phone scrolls sideways in a focusable region (keyboards reach it too). */
function ScrollTable({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-labelledby={labelId} tabIndex={0}>
      {children}
    </div>
  );
}

function DaysTable({ days }: { days: readonly EarningsDay[] }) {
  const titleId = useId();
  return (
    <section className={styles.section}>
      <h2 id={titleId} className={styles.heading}>
        {TEXTS.daysTitle}
      </h2>
      <ScrollTable labelId={titleId}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.date}</th>
              <th scope="col">{TEXTS.delivered}</th>
              <th scope="col">{TEXTS.cancelled}</th>
              <th scope="col">{TEXTS.rejected}</th>
              <th scope="col">{TEXTS.itemSales}</th>
              <th scope="col">{TEXTS.fees}</th>
              <th scope="col">{TEXTS.cashCollected}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{day.delivered}</td>
                <td>{day.cancelled}</td>
                <td>{day.rejected}</td>
                <td>{formatRupeeAmount(day.itemSales)}</td>
                <td>{formatRupeeAmount(day.fees)}</td>
                <td>{formatRupeeAmount(day.cashCollected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

/** The ledger's newest lines (the answer carries up to EARNINGS_LEDGER_LINES); the CSV has them all. */
function Ledger({ lines, count }: { lines: readonly LedgerLine[]; count: number }) {
  const titleId = useId();
  return (
    <section className={styles.section}>
      <h2 id={titleId} className={styles.heading}>
        {TEXTS.ledgerTitle}
      </h2>
      {count > lines.length && <p className={styles.muted}>{TEXTS.ledgerNewest(lines.length, count)}</p>}
      {lines.length === 0 ? (
        <p className={styles.muted}>{TEXTS.ledgerEmpty}</p>
      ) : (
        <ScrollTable labelId={titleId}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{TEXTS.order}</th>
                <th scope="col">{TEXTS.deliveredAt}</th>
                <th scope="col">{TEXTS.itemsTotal}</th>
                <th scope="col">{TEXTS.fees}</th>
                <th scope="col">{TEXTS.cashCollected}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.orderId}>
                  <th scope="row">{line.orderNumber}</th>
                  <td>{placedAt(line.deliveredAt)}</td>
                  <td>{formatRupeeAmount(line.itemsTotal)}</td>
                  <td>{formatRupeeAmount(line.fees)}</td>
                  <td>{formatRupeeAmount(line.cashCollected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
