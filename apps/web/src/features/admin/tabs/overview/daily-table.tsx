import { useTranslation } from 'react-i18next';
import type { AdminDailyStats } from '@escazo/contracts/admin';
import { formatDay } from '@web/lib/format-date.ts';
import { AdminTable, Td, Th } from '../../components/admin-table.tsx';
import type { DailySeries } from './daily-series.ts';

/** A chart's figures as a table: shown on request, otherwise only for screen readers. */
export function DailyTable({
  id,
  caption,
  days,
  series,
  visible,
}: {
  id: string;
  caption: string;
  days: AdminDailyStats['days'];
  series: DailySeries[];
  visible: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <div id={id} className={visible ? undefined : 'sr-only'}>
      <AdminTable caption={caption} focusable={visible}>
        <thead>
          <tr>
            <Th>{t('overview.charts.day')}</Th>
            {series.map((s) => (
              <Th key={s.key} className="text-right">
                {s.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <Td>{formatDay(d.day)}</Td>
              {series.map((s) => (
                <Td key={s.key} className="text-right tabular-nums">
                  {d[s.key]}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </div>
  );
}
