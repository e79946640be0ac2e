import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { Card, CardBody } from '@escazo/ui/card';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useNewsletterToken, type NewsletterAction } from '../api/newsletter.ts';

/**
 * A newsletter e-mail's link (/newsletter/confirm or /newsletter/unsubscribe): posts the token
 * once on arrival (React's StrictMode runs effects twice; the ref keeps it to one request) and
 * shows the outcome, or the refusal with a way back to the deals.
 */
export function NewsletterTokenResult({ action }: { action: NewsletterAction }) {
  const { t } = useTranslation('deals');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const send = useNewsletterToken();
  const sent = useRef(false);
  const { mutate } = send;

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate({ action, token });
  }, [action, token, mutate]);

  const failure = !token
    ? t('token.missing')
    : send.isError
      ? send.error instanceof ApiError && send.error.status >= 400 && send.error.status < 500
        ? send.error.message
        : t('token.failed')
      : null;

  return (
    <Container className="max-w-2xl py-16">
      <Card>
        <CardBody className="space-y-4 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t(`${action}.title`)}</h1>
          {failure ? (
            <div role="alert" className="space-y-3">
              <CircleX aria-hidden="true" className="mx-auto size-10 text-danger-600" />
              <p className="text-slate-800">{failure}</p>
            </div>
          ) : send.isSuccess ? (
            <div role="status" className="space-y-3">
              <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success-600" />
              <p className="text-lg font-semibold text-slate-900">{t(`${action}.done`)}</p>
              <p className="text-slate-700">{t(`${action}.doneBody`)}</p>
            </div>
          ) : (
            <p role="status" className="inline-flex items-center gap-2 text-slate-700">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              {t(`${action}.pending`)}
            </p>
          )}
          <p>
            <Link to={paths.deals} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
              {t('token.toDeals')}
            </Link>
          </p>
        </CardBody>
      </Card>
    </Container>
  );
}
