import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';

/** An offer that can no longer be booked (expired, unknown or sold out), with the way back to search. */
export function CheckoutEnded({ title, body, searchPath }: { title: string; body: string; searchPath: string }) {
  const { t } = useTranslation('checkout');
  return (
    <Card className="mx-auto max-w-xl">
      <CardBody className="space-y-4 text-center">
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <p role="alert" className="text-slate-700">
          {body}
        </p>
        <Link to={searchPath} className={buttonVariants()}>
          {t('backToSearch')}
        </Link>
      </CardBody>
    </Card>
  );
}
