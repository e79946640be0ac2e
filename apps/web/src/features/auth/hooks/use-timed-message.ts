import { useEffect, useState } from 'react';

/** A message that clears itself after `ms` (the pages' errors show for 5 s). */
export function useTimedMessage(ms = 5000) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(id);
  }, [message, ms]);
  return [message, setMessage] as const;
}
