import type { AlertSummary, LangCounts } from '@muyuan/contract/admin/alerts';
import { formatNumber } from '../../i18n/format-number.ts';
import type { AlertsStrings } from './alerts-strings.ts';

const total = (c: LangCounts) => c.zh + c.en;

/** Confirmed subscribers per list and language (a table of counts), then the addresses' own figures. */
export function SubscriberCounts({ summary, s }: { summary: AlertSummary; s: AlertsStrings }) {
  const cells = (c: LangCounts) => (
    <>
      <td data-label={s.colZh}>{formatNumber(c.zh)}</td>
      <td data-label={s.colEn}>{formatNumber(c.en)}</td>
      <td data-label={s.colTotal}>{formatNumber(total(c))}</td>
    </>
  );
  return (
    <section className="alerts-subscribers" aria-labelledby="alerts-subscribers-title">
      <h2 id="alerts-subscribers-title">{s.subscribersTitle}</h2>
      <table className="count-table" data-testid="alerts-lists">
        <thead>
          <tr>
            <th scope="col">{s.colList}</th>
            <th scope="col">{s.colZh}</th>
            <th scope="col">{s.colEn}</th>
            <th scope="col">{s.colTotal}</th>
          </tr>
        </thead>
        <tbody>
          {summary.lists.map((list) => (
            <tr key={list.id} data-list={list.id}>
              <th scope="row">{list.name}</th>
              {cells(list.confirmed)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-list="addresses">
            <th scope="row">{s.addresses}</th>
            {cells(summary.confirmed)}
          </tr>
        </tfoot>
      </table>
      <p className="hint">{s.listsNote}</p>
      <dl className="alerts-figures" data-testid="alerts-figures">
        <div>
          <dt>{s.pending}</dt>
          <dd data-figure="pending">{formatNumber(summary.pending)}</dd>
        </div>
        <div>
          <dt>{s.paused}</dt>
          <dd data-figure="paused">{formatNumber(summary.paused)}</dd>
        </div>
        <div>
          <dt>{s.unsubscribed}</dt>
          <dd data-figure="unsubscribed">{formatNumber(summary.unsubscribed)}</dd>
        </div>
      </dl>
    </section>
  );
}
