// The watchers of `npm run bench:rides` (c.), in their own thread so that reading 1,000 streams does
// not queue behind the server they measure. Told { urls, cookie }, it opens one SSE stream per URL and
// answers { type: 'seen', status, at[] } when asked to wait for a status: for each watcher, when that
// status event arrived (ms since the epoch, timeOrigin + now, comparable across threads) or null.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

const now = () => performance.timeOrigin + performance.now();

class Watcher {
  seen = new Map();
  buffer = '';
  waiters = [];

  constructor(url, cookie, agent) {
    this.request = http.get(url, { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) parentPort.postMessage({ type: 'error', message: `watcher got ${res.statusCode}` });
      res.setEncoding('utf8');
      res.on('data', (chunk) => this.read(chunk));
    });
    this.request.on('error', () => {});
  }

  /** Only the `id:` line (the status) is read: a watcher costs the measurement as little as it can. */
  read(chunk) {
    this.buffer += chunk;
    let cut;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      if (!block.startsWith('event: status')) continue;
      const id = /\nid: (\w+)/.exec(block)?.[1];
      if (id && !this.seen.has(id)) {
        this.seen.set(id, now());
        for (const wake of this.waiters.splice(0)) wake();
      }
    }
  }

  async waitFor(status, deadline) {
    while (!this.seen.has(status)) {
      const left = deadline - now();
      if (left <= 0) return null;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.seen.get(status);
  }
}

let watchers = [];
let agent;

parentPort.on('message', async (message) => {
  if (message.type === 'open') {
    agent = new http.Agent({ keepAlive: true, maxSockets: message.urls.length + 16 });
    watchers = message.urls.map((url) => new Watcher(url, message.cookie, agent));
  } else if (message.type === 'wait') {
    const deadline = now() + message.timeoutMs;
    const at = await Promise.all(watchers.map((w) => w.waitFor(message.status, deadline)));
    parentPort.postMessage({ type: 'seen', status: message.status, at });
  } else if (message.type === 'close') {
    for (const w of watchers) w.request.destroy();
    agent?.destroy();
    parentPort.close();
  }
});
