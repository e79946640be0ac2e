import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, Car, CircleUser, LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@escazo/ui/dropdown-menu';
import type { PublicUser } from '@escazo/contracts/auth';
import { paths } from '@web/config/paths.ts';
import { useAdminStatus } from '@web/lib/session/admin-status.ts';
import { useDriverStatus } from '@web/lib/session/driver-status.ts';
import { useSignOut } from '@web/lib/session/sign-out.ts';

/** The signed-in header menu: the user's e-mail, My Profile, My Bookings, Driver console (drivers only), Admin panel (staff only), Logout. */
export default function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const adminStatus = useAdminStatus(user.id);
  const driverStatus = useDriverStatus(user.id);

  // Non-modal, like the bell: a modal menu would hide the focusable rest of the page with aria-hidden.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('userMenu.open', { email: user.email })} className="max-w-64">
          <CircleUser aria-hidden="true" />
          <span className="truncate">{user.email}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block text-xs text-slate-600">{t('userMenu.signedInAs')}</span>
          <span className="block truncate font-semibold text-slate-900">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.myProfile}>
            <CircleUser aria-hidden="true" />
            {t('userMenu.myProfile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.myBookings}>
            <CalendarCheck aria-hidden="true" />
            {t('userMenu.myBookings')}
          </Link>
        </DropdownMenuItem>
        {driverStatus.data?.driver && (
          <DropdownMenuItem asChild>
            <Link to={paths.driverConsole}>
              <Car aria-hidden="true" />
              {t('userMenu.driverConsole')}
            </Link>
          </DropdownMenuItem>
        )}
        {adminStatus.data?.admin && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <ShieldCheck aria-hidden="true" />
              {t('userMenu.adminPanel')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
