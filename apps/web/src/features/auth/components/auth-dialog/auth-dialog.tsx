import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@escazo/contracts/auth';
import type { TwoFactorMethod } from '@escazo/contracts/two-factor';
import { Dialog, DialogContent } from '@escazo/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { i18n } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { setSessionUser } from '@web/lib/session/use-auth.ts';
import type { AuthDialogTab } from '../../hooks/use-auth-dialog.ts';
import { CheckEmailView } from '../check-email-view.tsx';
import { LoginTab } from './login-tab.tsx';
import { ResetPasswordView } from './reset-password-view.tsx';
import { SignUpTab } from './sign-up-tab.tsx';

// The two-factor step belongs to the two-factor feature (the one agreed cross-feature import); it
// and its texts load only when a sign-in needs it.
const TwoFactorStep = lazy(() =>
  Promise.all([
    import('@web/features/two-factor/components/two-factor-step.tsx'),
    i18n.loadNamespaces(['two-factor']),
  ]).then(([m]) => ({ default: m.TwoFactorStep })),
);

type View =
  | { name: 'tabs' }
  | { name: 'reset' }
  | { name: 'check-email'; email: string }
  | {
      name: 'two-factor';
      method: TwoFactorMethod;
      maskedEmail: string | undefined;
      codeSent: boolean | undefined;
      resendAfterSeconds: number | undefined;
    };

type Props = { open: boolean; tab: AuthDialogTab; request: number; onClose: () => void };

/**
 * 'Welcome to Escazo': Login and Sign Up tabs, Reset Password,
 * 'Check your email', and the two-factor step. One instance per opening: the failed-attempt
 * counter and the forms start fresh each time the dialog opens.
 */
export default function AuthDialog({ open, tab: requestedTab, request, onClose }: Props) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<AuthDialogTab>(requestedTab);
  const [view, setView] = useState<View>({ name: 'tabs' });
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [focusLoginEmail, setFocusLoginEmail] = useState(false);
  // Opened by an event, not a Radix trigger: on close, focus goes back to what had it (e.g. Sign In).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // A new request while open (the event names a tab) shows that tab.
  const [seenRequest, setSeenRequest] = useState(request);
  if (request !== seenRequest) {
    setSeenRequest(request);
    setTab(requestedTab);
    setView({ name: 'tabs' });
  }

  const signedIn = (user: PublicUser) => {
    setSessionUser(queryClient, user);
    toast.success(t('login.successTitle'), { description: t('login.successDescription'), duration: 3000 });
    onClose();
  };
  const backToLogin = () => {
    setTab('login');
    setFocusLoginEmail(true);
    setView({ name: 'tabs' });
  };

  const description = {
    tabs: t('dialog.description'),
    reset: t('dialog.resetDescription'),
    'check-email': t('dialog.checkEmailDescription'),
    'two-factor': t('dialog.twoFactorDescription'),
  }[view.name];

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title={t('dialog.title')}
        description={description}
        closeLabel={t('dialog.close')}
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener?.isConnected) opener.focus();
        }}
      >
        {view.name === 'tabs' ? (
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthDialogTab)}>
            <TabsList aria-label={t('dialog.tabsLabel')} className="grid w-full grid-cols-2">
              <TabsTrigger value="login" className="justify-center">
                {t('dialog.loginTab')}
              </TabsTrigger>
              <TabsTrigger value="signup" className="justify-center">
                {t('dialog.signupTab')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-5">
              <LoginTab
                failedAttempts={failedAttempts}
                autoFocusEmail={focusLoginEmail}
                onFailed={() => setFailedAttempts((n) => n + 1)}
                onSignedIn={(user) => {
                  setFailedAttempts(0);
                  signedIn(user);
                }}
                onTwoFactor={({ method, maskedEmail, codeSent, resendAfterSeconds }) => {
                  setFailedAttempts(0);
                  setView({ name: 'two-factor', method, maskedEmail, codeSent, resendAfterSeconds });
                }}
                onForgotPassword={() => setView({ name: 'reset' })}
              />
            </TabsContent>
            <TabsContent value="signup" className="mt-5">
              <SignUpTab onBackToLogin={backToLogin} />
            </TabsContent>
          </Tabs>
        ) : null}
        {view.name === 'reset' ? (
          <ResetPasswordView onSent={(email) => setView({ name: 'check-email', email })} onBack={backToLogin} />
        ) : null}
        {view.name === 'check-email' ? (
          <CheckEmailView
            email={view.email}
            variant="dialog"
            backToLogin={backToLogin}
            onTryAnother={() => setView({ name: 'reset' })}
          />
        ) : null}
        {view.name === 'two-factor' ? (
          <Suspense fallback={<p className="py-6 text-center text-sm text-slate-600">{t('dialog.loading')}</p>}>
            <TwoFactorStep
              method={view.method}
              maskedEmail={view.maskedEmail}
              codeSent={view.codeSent}
              resendAfterSeconds={view.resendAfterSeconds}
              onVerified={signedIn}
              onCancel={backToLogin}
            />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
