import { useMemo } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@web/config/paths.ts';
import { telHref, useSupportPolicy } from '@web/lib/public-settings.ts';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/**
 * The tags a legal text may use, e.g. "see our <privacy>Privacy Policy</privacy>"; the phone number
 * is the one in the admin Settings.
 */
function useLegalTags() {
  const policy = useSupportPolicy();
  return useMemo(
    () => ({
      contact: <Link to={paths.contact} className={linkClass} />,
      terms: <Link to={paths.terms} className={linkClass} />,
      privacy: <Link to={paths.privacy} className={linkClass} />,
      cookies: <Link to={paths.cookiePolicy} className={linkClass} />,
      email: <a href={`mailto:${policy.email}`} className={linkClass} />,
      phone: <a href={telHref(policy.phone)} className={`${linkClass} tabular whitespace-nowrap`} />,
      code: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900" />,
    }),
    [policy],
  );
}

/** One string of the `legal` namespace with its links and the support figures filled in. */
export function LegalRichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('legal');
  const policy = useSupportPolicy();
  const components = useLegalTags();
  return <Trans t={t} i18nKey={i18nKey} values={{ policy }} components={components} />;
}
