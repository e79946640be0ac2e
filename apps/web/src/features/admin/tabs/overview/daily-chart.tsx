import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminDailyStats } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { formatDay } from '@web/lib/format-date.ts';
import { DailyTable } from './daily-table.tsx';
import type { DailySeries } from './daily-series.ts';

const shortDay = (day: string) => formatDay(day).replace(/, \d{4}$/, '');

/**
 * One bar chart of daily counts. The drawing is an image named by its title and description; the
 * same figures are in a table, hidden until asked for but always read by screen readers.
 */
export function DailyChart({
  id,
  title,
  description,
  days,
  series,
}: {
  id: string;
  title: string;
  description: string;
  days: AdminDailyStats['days'];
  series: DailySeries[];
}) {
  const { t } = useTranslation('admin');
  const [showTable, setShowTable] = useState(false);
  const titleId = `chart-${id}-title`;
  const descriptionId = `chart-${id}-description`;
  const tableId = `chart-${id}-table`;
  return (
    <Card>
      <CardBody className="space-y-4">
        <figure aria-labelledby={titleId} aria-describedby={descriptionId} className="space-y-3">
          <figcaption>
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              {title}
            </h3>
            <p id={descriptionId} className="text-sm text-slate-600">
              {description}
            </p>
          </figcaption>
          <div
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            className="h-64 w-full"
            data-testid={`chart-${id}`}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                <XAxis
                  dataKey="day"
                  tickFormatter={shortDay}
                  tick={{ fontSize: 12, fill: '#475569' }}
                  minTickGap={16}
                />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
                <Tooltip labelFormatter={(day) => formatDay(String(day))} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                {series.map((s) => (
                  <Bar
                    key={s.key}
                    dataKey={s.key}
                    name={s.label}
                    fill={s.colour}
                    radius={[3, 3, 0, 0]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
        <Button
          variant="link"
          size="sm"
          className="px-0"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? t('overview.charts.hideTable') : t('overview.charts.showTable')}
        </Button>
        <DailyTable id={tableId} caption={title} days={days} series={series} visible={showTable} />
      </CardBody>
    </Card>
  );
}
