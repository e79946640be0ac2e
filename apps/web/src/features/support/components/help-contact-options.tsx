import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { telHref, useSupportPolicy } from '@web/lib/public-settings.ts';

// No chat system yet: the chat option opens the contact form addressed to customer support.
const chatHref = `${paths.contact}?department=customer_support`;

function Option({
  icon: Icon,
  name,
  action,
}: {
  icon: LucideIcon;
  name: 'chat' | 'email' | 'phone';
  action: ReactNode;
}) {
  const { t } = useTranslation('support');
  const opts = { policy: useSupportPolicy() };
  return (
    <Card className="flex h-full flex-col">
      <CardBody className="flex flex-1 flex-col">
        <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="mt-4 text-lg font-bold text-slate-900">{t(`help.contact.${name}.title`)}</h3>
        <Badge tone="primary" className="mt-2 self-start">
          {t(`help.contact.${name}.availability`, opts)}
        </Badge>
        <p className="mt-3 flex-1 text-slate-700">{t(`help.contact.${name}.body`, opts)}</p>
        <div className="mt-5">{action}</div>
      </CardBody>
    </Card>
  );
}

/** Live chat, email and phone, with their hours from the support policy and the admin Settings. */
export function HelpContactOptions() {
  const { t } = useTranslation('support');
  const policy = useSupportPolicy();
  const opts = { policy };
  return (
    <section aria-labelledby="help-contact-heading">
      <h2 id="help-contact-heading" className="text-2xl font-bold text-slate-900">
        {t('help.contactHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('help.contactLead')}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <Option
          icon={MessageCircle}
          name="chat"
          action={
            <Button asChild>
              <Link to={chatHref}>{t('help.contact.chat.action')}</Link>
            </Button>
          }
        />
        <Option
          icon={Mail}
          name="email"
          action={
            <Button asChild variant="outline">
              <Link to={paths.contact}>{t('help.contact.email.action')}</Link>
            </Button>
          }
        />
        <Option
          icon={Phone}
          name="phone"
          action={
            <Button asChild variant="outline">
              <a href={telHref(policy.phone)} className="tabular">
                {t('help.contact.phone.action', opts)}
              </a>
            </Button>
          }
        />
      </div>
    </section>
  );
}
