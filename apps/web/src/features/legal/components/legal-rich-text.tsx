import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { supportPolicy } from '@escazo/contracts/support';
import { paths } from '../../../config/paths.ts';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

// The tags a legal text may use, e.g. "see our <privacy>Privacy Policy</privacy>".
const components = {
  contact: <Link to={paths.contact} className={linkClass} />,
  terms: <Link to={paths.terms} className={linkClass} />,
  privacy: <Link to={paths.privacy} className={linkClass} />,
  cookies: <Link to={paths.cookiePolicy} className={linkClass} />,
  email: <a href={`mailto:${supportPolicy.email}`} className={linkClass} />,
  phone: <a href={`tel:${supportPolicy.phone.replace(/[^+\d]/g, '')}`} className={`${linkClass} tabular whitespace-nowrap`} />,
  code: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900" />,
};

/** One string of the `legal` namespace with its links and the support figures filled in. */
export function LegalRichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('legal');
  return <Trans t={t} i18nKey={i18nKey} values={{ policy: supportPolicy }} components={components} />;
}
