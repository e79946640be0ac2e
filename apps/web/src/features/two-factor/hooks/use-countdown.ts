import { useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment, ticking once a second; restart() starts again from `seconds`,
 * or from the seconds it is given.
 */
export function useCountdown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [remaining]);
  const restart = (from = seconds) => {
    const start = Date.now();
    setNow(start);
    setUntil(start + from * 1000);
  };
  return { remaining, restart };
}
