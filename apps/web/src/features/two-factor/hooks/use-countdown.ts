import { useEffect, useState } from 'react';

/** Whole seconds left until a moment, ticking once a second; restart() starts again from `seconds`. */
export function useCountdown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (remaining <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [remaining]);
  const restart = () => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  };
  return { remaining, restart };
}
