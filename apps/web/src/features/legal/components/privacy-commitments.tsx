import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';

/** The five privacy commitments, highlighted above the policy. */
export function PrivacyCommitments() {
  const { t } = useTranslation('legal');
  const commitments = t('privacy.commitments', { returnObjects: true }) as string[];
  return (
    <section
      aria-labelledby="privacy-commitments-heading"
      className="rounded-[var(--radius-card)] border border-primary-200 bg-primary-50 p-6 print:border-slate-300 print:bg-white"
    >
      <h2 id="privacy-commitments-heading" className="text-xl font-bold text-slate-900">
        {t('privacy.commitmentsTitle')}
      </h2>
      <ul className="mt-4 space-y-3">
        {commitments.map((c) => (
          <li key={c} className="flex gap-3 text-slate-800">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden="true" />
            <span>{c}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
