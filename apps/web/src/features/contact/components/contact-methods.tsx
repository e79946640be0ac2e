import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { telHref, useSupportPolicy } from '@web/lib/public-settings.ts';

type MethodProps = { icon: ReactNode; title: string; hours: string; text: string; action: ReactNode };

function MethodCard({ icon, title, hours, text, action }: MethodProps) {
  return (
    <Card className="flex flex-col">
      <CardBody className="flex flex-1 flex-col">
        <span
          className="grid size-11 place-content-center rounded-full bg-primary-50 text-primary-700"
          aria-hidden="true"
        >
          {icon}
        </span>
        <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm font-medium text-primary-700">{hours}</p>
        <p className="mt-2 flex-1 text-sm text-slate-700">{text}</p>
        <div className="mt-4">{action}</div>
      </CardBody>
    </Card>
  );
}

/** Phone, e-mail and live chat. There is no chat system yet: that card leads to the form. */
export function ContactMethods() {
  const { t } = useTranslation('contact');
  const { phone, email, phoneHours, emailReplyHours } = useSupportPolicy();
  return (
    <section aria-labelledby="contact-methods-heading">
      <h2 id="contact-methods-heading" className="sr-only">
        {t('methods.heading')}
      </h2>
      <div className="grid gap-5 md:grid-cols-3">
        <MethodCard
          icon={<Phone className="size-5" />}
          title={t('methods.phone.title')}
          hours={t('methods.phone.hours', { hours: phoneHours })}
          text={t('methods.phone.text')}
          action={
            <Button asChild variant="outline">
              <a href={telHref(phone)}>{t('methods.phone.action', { phone })}</a>
            </Button>
          }
        />
        <MethodCard
          icon={<Mail className="size-5" />}
          title={t('methods.email.title')}
          hours={t('methods.email.hours', { hours: emailReplyHours })}
          text={t('methods.email.text')}
          action={
            <Button asChild variant="outline">
              <a href={`mailto:${email}`}>{t('methods.email.action', { email })}</a>
            </Button>
          }
        />
        <MethodCard
          icon={<MessageCircle className="size-5" />}
          title={t('methods.chat.title')}
          hours={t('methods.chat.hours')}
          text={t('methods.chat.text', { hours: emailReplyHours })}
          action={
            <Button asChild>
              <Link to={`${paths.contact}?department=customer_support#contact-form`}>{t('methods.chat.action')}</Link>
            </Button>
          }
        />
      </div>
    </section>
  );
}
