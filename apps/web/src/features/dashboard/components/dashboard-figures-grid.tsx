import { useTranslation } from 'react-i18next';
import type { Money } from '@escazo/contracts/common';
import { convertMinor, isCurrency } from '@escazo/contracts/currency';
import { formatMoney } from '@escazo/contracts/money-format';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useConversion } from '@web/lib/currency/conversion-context.tsx';

type Props = { upcoming: number; bookingsThisYear: number; spentThisYear: Money[]; unread: number; currency: string };

/**
 * The Overview's four figures. Money paid in several currencies is summed in the display currency once
 * the rates are in (each amount converted from its original), else listed per currency.
 */
export function DashboardFiguresGrid({ upcoming, bookingsThisYear, spentThisYear, unread, currency }: Props) {
  const { t } = useTranslation('dashboard');
  const format = useFormatMoney();
  const conversion = useConversion();
  const spent = !spentThisYear.length
    ? format({ amount: 0, currency })
    : conversion && spentThisYear.every((m) => isCurrency(m.currency))
      ? formatMoney({
          amount: spentThisYear.reduce(
            (sum, m) => sum + convertMinor(m.amount, m.currency, conversion.currency, conversion.rates),
            0,
          ),
          currency: conversion.currency,
        })
      : spentThisYear.map((m) => format(m)).join(' + ');
  const figures = [
    { key: 'upcoming', value: String(upcoming) },
    { key: 'bookingsThisYear', value: String(bookingsThisYear) },
    { key: 'spentThisYear', value: spent },
    { key: 'unread', value: String(unread) },
  ] as const;
  return (
    <section aria-labelledby="dashboard-figures-heading" className="space-y-3">
      <h2 id="dashboard-figures-heading" className="text-lg font-bold text-slate-900">
        {t('overview.figures')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="dashboard-figures">
        {figures.map(({ key, value }) => (
          <div
            key={key}
            className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)]"
          >
            <dt className="text-sm text-slate-600">{t(`overview.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
