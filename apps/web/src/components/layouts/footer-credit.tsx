import { useTranslation } from 'react-i18next';

/** The open data the inventory is built from, each credited with a link to its maker. */
const sources = [
  { name: 'OpenTravelData', url: 'https://github.com/opentraveldata/opentraveldata' },
  { name: 'OurAirports', url: 'https://ourairports.com' },
  { name: 'OpenFlights', url: 'https://openflights.org' },
  { name: 'GeoNames', url: 'https://www.geonames.org' },
] as const;

/** The footer's credit line: whose data the airports, airlines and cities come from (each opens in a new tab). */
export function FooterCredit() {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-slate-400" data-testid="footer-credit">
      {t('footer.credit')}{' '}
      {sources.map((source, i) => (
        <span key={source.name}>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2 hover:text-white"
            aria-label={t('footer.creditLink', { name: source.name })}
          >
            {source.name}
          </a>
          {i < sources.length - 1 ? ', ' : '.'}
        </span>
      ))}
    </p>
  );
}
