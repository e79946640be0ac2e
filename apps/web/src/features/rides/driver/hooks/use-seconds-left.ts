import { useEffect, useState } from 'react';

/** Seconds until the instant, updated every second (null when there is none). */
export function useSecondsLeft(untilIso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!untilIso) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [untilIso]);
  return untilIso ? Math.max(0, (Date.parse(untilIso) - now) / 1000) : null;
}
