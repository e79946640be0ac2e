import { useTranslation } from 'react-i18next';
import { BUDGET_TIERS } from '@escazo/contracts/planning-options';
import type { PlanningDestination } from '@escazo/contracts/planning';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

/** Daily costs per person by tier: food, local transport, activities and their sum. */
export function GuideCosts({ destination }: { destination: PlanningDestination }) {
  const { t } = useTranslation('planner');
  const format = useFormatMoney();
  return (
    <section aria-labelledby="guide-costs-heading">
      <h2 id="guide-costs-heading" className="text-2xl font-bold text-slate-900">
        {t('guide.costs')}
      </h2>
      <p className="mt-2 text-slate-700">{t('guide.costsLead')}</p>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('guide.tier')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('guide.food')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('guide.transport')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('guide.activities')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('guide.perDay')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {BUDGET_TIERS.map((tier) => {
              const cost = destination.dailyCosts[tier];
              const total = {
                amount: cost.food.amount + cost.transport.amount + cost.activities.amount,
                currency: cost.food.currency,
              };
              return (
                <tr key={tier}>
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                    {t(`tiers.${tier}`)}
                  </th>
                  <td className="tabular px-4 py-3 text-right">{format(cost.food, { whole: true })}</td>
                  <td className="tabular px-4 py-3 text-right">{format(cost.transport, { whole: true })}</td>
                  <td className="tabular px-4 py-3 text-right">{format(cost.activities, { whole: true })}</td>
                  <td className="tabular px-4 py-3 text-right font-semibold text-slate-900">
                    {format(total, { whole: true })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
