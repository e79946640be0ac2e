import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Container } from '@escazo/ui/container';

/** The hero; its button takes the visitor to the quick start. */
export function AiStartHero({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('planner');
  return (
    <header className="bg-gradient-to-b from-primary-50 to-white py-14 sm:py-20">
      <Container className="max-w-4xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-primary-800 shadow-sm">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('aiStart.badge')}
        </p>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('aiStart.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('aiStart.lead')}</p>
        <Button size="lg" className="mt-8" onClick={onStart}>
          {t('aiStart.cta')}
        </Button>
      </Container>
    </header>
  );
}
