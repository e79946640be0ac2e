import { useTranslation } from 'react-i18next';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PriceWatch } from '@escazo/contracts/price-watches';
import { formatMoment } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { priceHistory } from '../utils/price-history.ts';

/**
 * One watch's price history as a small line (gaps where nothing was bookable). The drawing is an
 * image named for screen readers; the same points are in a visually hidden table.
 */
export default function PriceWatchChart({ watch }: { watch: PriceWatch }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatMoney();
  const { points, currency } = priceHistory(watch);
  const money = (amount: number) => format({ amount, currency });
  return (
    <div>
      <div
        role="img"
        aria-label={t('priceAlerts.chartLabel', { label: watch.label, count: points.length })}
        className="h-24 w-full"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} accessibilityLayer={false} margin={{ top: 6, right: 6, bottom: 0, left: 6 }}>
            <XAxis dataKey="at" hide />
            <YAxis hide domain={['dataMin', 'dataMax']} />
            <Tooltip
              labelFormatter={(at) => formatMoment(String(at))}
              formatter={(value) => [money(Number(value)), t('priceAlerts.price')]}
            />
            <Line
              type="monotone"
              dataKey="amount"
              stroke="var(--color-primary-700)"
              strokeWidth={2}
              dot={points.length < 2}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t('priceAlerts.tableCaption', { label: watch.label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceAlerts.checked')}</th>
            <th scope="col">{t('priceAlerts.price')}</th>
          </tr>
        </thead>
        <tbody>
          {watch.history.map((p) => (
            <tr key={p.at}>
              <td>{formatMoment(p.at)}</td>
              <td>{p.amount ? format(p.amount) : t('priceAlerts.unavailable')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
