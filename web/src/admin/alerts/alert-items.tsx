import { ALERT_ITEMS_SHOWN, ALERT_SEND_STATUSES, type AlertItem, type AlertItems } from '@muyuan/contract/admin/alerts';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { useState } from 'react';
import { formatMessage } from '../../i18n/format-message.ts';
import { formatNumber } from '../../i18n/format-number.ts';
import { adminCall } from '../admin-api.ts';
import { errorText, FormError } from '../form-error.tsx';
import { formatTime } from '../format-time.ts';
import { useLanguage } from '../language.tsx';
import { type AlertsStrings, kindName, statusName } from './alerts-strings.ts';

/**
 * The latest items alerts were queued for: each one's mails by status, why some failed (grouped, with
 * counts), when the next goes, and a button to hold its queued mails or let them go again.
 */
export function AlertItemsTable({
  data,
  s,
  onChanged,
}: {
  data: AlertItems;
  s: AlertsStrings;
  onChanged: (words: string) => void;
}) {
  const { lang, t } = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (item: AlertItem) => {
    setBusy(item.key);
    setError(null);
    try {
      const path = withParams(item.held ? ADMIN_PATHS.alertItemRelease : ADMIN_PATHS.alertItemHold, { key: item.key });
      const after = await adminCall<AlertItem>(lang, 'POST', path);
      const words = after.held ? s.heldDone : s.releasedDone;
      onChanged(
        formatMessage(lang, words, { title: titleOf(after, s), n: after.sends.queued, count: after.sends.queued }),
      );
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card alerts-items" aria-labelledby="alerts-items-title">
      <h2 id="alerts-items-title">{s.itemsTitle}</h2>
      {data.total > 0 && (
        <p className="hint" data-testid="alerts-items-count">
          {formatMessage(lang, s.itemsCount, {
            count: data.total,
            total: formatNumber(data.total),
            shown: Math.min(data.total, ALERT_ITEMS_SHOWN),
          })}
        </p>
      )}
      <FormError message={error} />
      {data.items.length === 0 ? (
        <p className="muted" data-testid="alerts-no-items">
          {s.noItems}
        </p>
      ) : (
        <div className="alerts-table-wrap">
          <table className="list-table alerts-table">
            <thead>
              <tr>
                <th scope="col">{s.colItem}</th>
                <th scope="col">{s.colSends}</th>
                <th scope="col">{s.colReasons}</th>
                <th scope="col">{s.colNext}</th>
                <th scope="col" className="actions-col">
                  {s.colActions}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <ItemRow key={item.key} item={item} s={s} busy={busy === item.key} onToggle={() => void toggle(item)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const titleOf = (item: AlertItem, s: AlertsStrings) => item.title ?? `${item.key} ${s.notOnSite}`;

function ItemRow({
  item,
  s,
  busy,
  onToggle,
}: {
  item: AlertItem;
  s: AlertsStrings;
  busy: boolean;
  onToggle: () => void;
}) {
  const { lang } = useLanguage();
  const title = titleOf(item, s);
  const canToggle = item.held || item.sends.queued > 0;
  return (
    <tr data-item={item.key} className={item.held ? 'alerts-held-row' : undefined}>
      <th scope="row">
        <span className="alerts-kind">
          {kindName(s, item.kind)} · {item.date ?? item.key.slice(item.key.indexOf(':') + 1)}
        </span>
        <span className={item.title === null ? 'alerts-title muted' : 'alerts-title'}>{item.title ?? s.notOnSite}</span>
        {item.held && <span className="alerts-held">{s.heldBadge}</span>}
      </th>
      <td data-label={s.colSends}>
        <ul className="alerts-sends">
          {ALERT_SEND_STATUSES.filter((status) => item.sends[status] > 0 || status === 'sent').map((status) => (
            <li key={status} data-status={status} className={`alerts-send-${status}`}>
              <span>{statusName(s, status)}</span> <strong>{formatNumber(item.sends[status])}</strong>
            </li>
          ))}
        </ul>
      </td>
      <td data-label={s.colReasons}>
        {item.reasons.length === 0 ? (
          <span className="muted">{s.noReasons}</span>
        ) : (
          <ul className="alerts-reasons">
            {item.reasons.map((r) => (
              <li key={`${r.final}:${r.reason}`}>
                <strong>{formatNumber(r.count)}</strong>
                <span>
                  <span className="alerts-reason">{r.reason}</span>
                  {!r.final && <span className="muted"> ({s.retrying})</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label={s.colNext}>
        {item.held && item.sends.queued > 0 ? (
          <span className="alerts-on-hold">{s.onHold}</span>
        ) : item.nextAt ? (
          <time dateTime={item.nextAt}>{formatTime(item.nextAt, lang)}</time>
        ) : (
          <span className="muted">{s.nothingQueued}</span>
        )}
      </td>
      <td className="actions-cell">
        <div className="row-actions">
          {canToggle && (
            <button
              type="button"
              className={item.held ? 'primary' : 'danger-outline'}
              aria-label={formatMessage(lang, item.held ? s.releaseFor : s.holdFor, { title })}
              disabled={busy}
              onClick={onToggle}
            >
              {item.held ? s.release : s.hold}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
