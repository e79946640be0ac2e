import { ApiError } from '@web/lib/api-client.ts';
import { useDriverMe } from '../api/driver-console.ts';
import { useDriverStatus } from '@web/lib/session/driver-status.ts';
import { ConsoleFailed, ConsoleLoading } from './console-states.tsx';
import { DriverWorkspace } from './driver-workspace.tsx';
import { NotADriver } from './not-a-driver.tsx';

const isDriverOnly = (error: unknown) => error instanceof ApiError && error.code === 'DRIVER_ONLY';

/** /driver: non-drivers get an explanation; drivers get their profile, online state and rides. */
export function DriverConsole({ userId }: { userId: string }) {
  const status = useDriverStatus(userId);
  const isDriver = status.data?.driver === true;
  const me = useDriverMe(isDriver);

  if (status.isPending || (isDriver && me.isPending)) return <ConsoleLoading />;
  if (status.isError) return <ConsoleFailed onRetry={() => void status.refetch()} />;
  if (!isDriver || isDriverOnly(me.error)) return <NotADriver />;
  if (!me.data) return <ConsoleFailed onRetry={() => void me.refetch()} />;
  return <DriverWorkspace me={me.data} />;
}
