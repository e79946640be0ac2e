// Concurrent writers that send contact messages through the real API, each like its own browser
// (own CSRF cookie and token), and record every write the server acknowledged with 201.

const departments = ['customer_support', 'bookings', 'technical', 'billing', 'partnerships', 'other'];

async function csrfSession(base) {
  const res = await fetch(`${base}/api/csrf`, { signal: AbortSignal.timeout(5_000) });
  if (res.status !== 200) throw new Error(`GET /api/csrf answered ${res.status}`);
  const { token } = await res.json();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('escazo_csrf=')) throw new Error('GET /api/csrf set no escazo_csrf cookie');
  return { token, cookie };
}

/**
 * Starts `writers` loops posting to /api/contact-messages until stop() is called or the server
 * goes away. `tag` makes every subject and e-mail unique across runs.
 */
export function startContactLoad({ base, writers, tag }) {
  const acked = [];
  const inFlight = new Set();
  const problems = [];
  let stopped = false;
  let serverGone = false;

  async function writer(w) {
    let session;
    try {
      session = await csrfSession(base);
    } catch (err) {
      if (!stopped) problems.push(`writer ${w}: ${err.message}`);
      return;
    }
    for (let n = 0; !stopped; n++) {
      const subject = `Crash test ${tag} w${w} n${n}`;
      const body = {
        name: `Writer ${w}`,
        email: `crash-${tag}-w${w}-n${n}@example.com`,
        subject,
        message: `Durability probe ${tag}/${w}/${n}: acknowledged writes must survive SIGKILL.`,
        department: departments[n % departments.length],
      };
      inFlight.add(subject);
      try {
        const res = await fetch(`${base}/api/contact-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.token, cookie: session.cookie },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        const json = await res.json();
        if (res.status === 201) acked.push({ id: json.id, reference: json.reference, subject });
        else problems.push(`writer ${w}: unexpected ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
      } catch (err) {
        // The server was killed under this request (or the answer was cut off): not acknowledged.
        if (!serverGone) problems.push(`writer ${w}: network error before the kill: ${err.cause?.code ?? err.message}`);
        return;
      } finally {
        inFlight.delete(subject);
      }
    }
  }

  const done = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return {
    acked,
    problems,
    inFlightSubjects: () => [...inFlight],
    /** Call right before killing the server: errors after this point are expected. */
    markServerGone: () => {
      serverGone = true;
      stopped = true;
    },
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
