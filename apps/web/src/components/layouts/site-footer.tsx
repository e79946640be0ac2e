import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';
import { FooterCredit } from './footer-credit.tsx';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';
import { StoreBadges } from './store-badges.tsx';
import { telHref, useSupportPolicy } from '@web/lib/public-settings.ts';

const quickLinks = [
  { to: paths.search, key: 'footer.links.searchAndBook' },
  { to: paths.deals, key: 'footer.links.deals' },
  { to: paths.explore, key: 'footer.links.explore' },
  { to: paths.planTrip, key: 'footer.links.planTrip' },
  { to: paths.whyChoose, key: 'footer.links.whyEscazo' },
  { to: paths.joinToday, key: 'footer.links.joinToday' },
] as const;

const supportLinks = [
  { to: paths.help, key: 'footer.links.helpCenter' },
  { to: paths.faqs, key: 'footer.links.faqs' },
  { to: paths.contact, key: 'footer.links.contactUs' },
  { to: paths.terms, key: 'footer.links.terms' },
  { to: paths.privacy, key: 'footer.links.privacy' },
  { to: paths.cookiePolicy, key: 'footer.links.cookies' },
  { to: paths.attributions, key: 'footer.links.attributions' },
] as const;

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ to: string; key: string }> }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-sm text-slate-300 hover:text-white">
              {t(l.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const supportPolicy = useSupportPolicy();
  const { address } = supportPolicy;
  return (
    <footer className="bg-primary-950 text-slate-300 print:hidden">
      <Container className="py-14">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-1">
            <Logo inverted />
            <p className="mt-4 text-sm leading-relaxed">{t('footer.tagline')}</p>
            <div className="mt-6 rounded-2xl bg-white/5 p-4">
              <p className="text-sm font-semibold text-white">{t('footer.driveWithUs')}</p>
              <p className="mt-1 text-sm">{t('footer.driveWithUsText')}</p>
              <Link
                to={paths.drivers}
                className="mt-2 inline-block text-sm font-semibold text-accent-300 hover:text-accent-200"
              >
                {t('footer.driveWithUs')} →
              </Link>
            </div>
          </div>
          <LinkColumn title={t('footer.quickLinks')} links={quickLinks} />
          <LinkColumn title={t('footer.support')} links={supportLinks} />
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.contact')}</h2>
            <address className="mt-4 space-y-3 text-sm not-italic">
              <p className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-label={t('footer.addressLabel')} />
                <span>
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </span>
              </p>
              <p className="flex gap-2">
                <Phone className="mt-0.5 size-4 shrink-0" aria-label={t('footer.phoneLabel')} />
                <a href={telHref(supportPolicy.phone)} className="hover:text-white">
                  {supportPolicy.phone}
                </a>
              </p>
              <p className="flex gap-2">
                <Mail className="mt-0.5 size-4 shrink-0" aria-label={t('footer.emailLabel')} />
                <a href={`mailto:${supportPolicy.email}`} className="hover:text-white">
                  {supportPolicy.email}
                </a>
              </p>
            </address>
          </div>
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t('footer.getOurApp')}</h2>
            <p className="mt-4 text-sm">{t('footer.getOurAppText')}</p>
            <StoreBadges className="mt-4" />
          </div>
        </div>
        <div className="mt-12 flex flex-col items-start justify-between gap-4 border-t border-white/10 pt-6 sm:flex-row sm:items-center">
          <div className="space-y-1">
            <p className="text-sm">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
            <FooterCredit />
          </div>
          <SocialLinks />
        </div>
      </Container>
    </footer>
  );
}
