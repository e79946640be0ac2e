import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { LAST_UPDATED_ISO, relatedDocs, type LegalDoc, type LegalSection as Section } from '../utils/legal-document.ts';
import { LegalSection } from './legal-section.tsx';
import { LegalToc } from './legal-toc.tsx';

type Props = {
  doc: LegalDoc;
  /** Buttons under the title (e.g. Print Policy). */
  actions?: ReactNode;
  /** Shown before the first section (e.g. the privacy commitments). */
  intro?: ReactNode;
  /** Extra content inside a section, by section id (e.g. the cookie list). */
  extras?: Partial<Record<string, ReactNode>>;
};

/** A legal page: title, last-updated date, table of contents and anchored sections. */
export function LegalDocument({ doc, actions, intro, extras = {} }: Props) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];

  return (
    <>
      <header className="bg-gradient-to-b from-primary-50 to-white py-12 sm:py-16 print:bg-none print:py-4">
        <Container>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(`${doc}.title`)}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t(`${doc}.lead`)}</p>
          <p className="mt-4 text-sm font-semibold text-slate-700">
            <time dateTime={LAST_UPDATED_ISO}>{t('lastUpdated', { date: t('updatedOn') })}</time>
          </p>
          {actions ? <div className="mt-6 flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
        </Container>
      </header>
      <Container className="grid gap-10 pb-16 lg:grid-cols-[16rem_minmax(0,1fr)] print:block">
        <div>
          <LegalToc sections={sections} />
        </div>
        <article className="max-w-3xl space-y-10">
          {intro}
          {sections.map((s, i) => (
            <LegalSection key={s.id} section={s} base={`${doc}.sections.${i}`}>
              {extras[s.id]}
            </LegalSection>
          ))}
          <nav aria-labelledby="legal-related-heading" className="border-t border-slate-200 pt-8 print:hidden">
            <h2 id="legal-related-heading" className="text-lg font-bold text-slate-900">
              {t('related')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {relatedDocs[doc].map((l) => (
                <li key={l.key}>
                  <Link to={l.to} className="font-semibold text-primary-700 hover:underline">
                    {t(`links.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </Container>
    </>
  );
}
