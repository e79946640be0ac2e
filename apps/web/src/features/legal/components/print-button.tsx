import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '@escazo/ui/button';

/** Opens the browser's print dialog for the current page. */
export function PrintButton() {
  const { t } = useTranslation('legal');
  return (
    <Button variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden="true" />
      {t('privacy.print')}
    </Button>
  );
}
