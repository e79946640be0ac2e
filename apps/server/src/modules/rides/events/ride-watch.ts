import type { ServerResponse } from 'node:http';
import { sseEvent, ssePing } from './sse-frame.ts';

/**
 * What a watcher shows: the ride's detail (event `status`) and, while it moves, a position.
 * `order` grows with every change of the ride (time of the change, then the stage), so an older
 * load arriving late is never shown over a newer one.
 */
export type WatchedRide = {
  detail: { status: string };
  order: number;
  position(at: Date): { lat: number; lon: number } | null;
};

export type RideWatchOptions = {
  response: ServerResponse;
  now(): Date;
  /** Whether the session the stream belongs to is still alive at `now` (checked before every frame). */
  alive?(now: Date): boolean;
  positionEveryMs?: number;
  pingEveryMs?: number;
};

const FINAL = new Set(['completed', 'cancelled']);
const statusFrames = new WeakMap<WatchedRide, string>();
const MOVING = new Set(['arriving', 'on_trip']);

/**
 * One open `GET /api/rides/:id/events` stream: `status` with the detail first and on every newer
 * state it is given, `position` every 2 s while the driver moves, a ping comment every 15 s, and the
 * end after a final status. Closing it (the client left, its session ended or expired, or the
 * server shuts down) clears its timers and tells whoever asked (`whenClosed`).
 */
export class RideWatch {
  private positionTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private current: WatchedRide | null = null;
  /** A state given before `start` (a change while the first load ran). */
  private early: WatchedRide | null = null;
  private closed = false;
  private started = false;
  private readonly onClosed: Array<() => void> = [];

  constructor(private readonly options: RideWatchOptions) {}

  /** Streams from the first status event; the response's head is written by the caller. */
  start(first: WatchedRide): void {
    if (this.closed) return;
    this.started = true;
    this.options.response.on('close', () => this.close());
    this.pingTimer = setInterval(() => this.write(ssePing), this.options.pingEveryMs ?? 15_000);
    this.pingTimer.unref();
    this.current = null;
    this.update(first);
    if (this.early) this.update(this.early);
    this.early = null;
  }

  /** A state of the ride: shown when it is newer than the one on screen. */
  update(ride: WatchedRide): void {
    if (this.closed) return;
    if (!this.started) {
      if (!this.early || ride.order > this.early.order) this.early = ride;
      return;
    }
    if (this.current && ride.order <= this.current.order) return;
    this.show(ride);
  }

  /** Called once when the stream ends, however it ends. */
  whenClosed(fn: () => void): void {
    if (this.closed) fn();
    else this.onClosed.push(fn);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.positionTimer) clearInterval(this.positionTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.started && !this.options.response.writableEnded) this.options.response.end();
    for (const fn of this.onClosed.splice(0)) fn();
  }

  private write(chunk: string): void {
    if (this.closed || this.options.response.destroyed) return;
    // A session that expired on the clock ends its streams: nothing more is sent.
    if (this.options.alive && !this.options.alive(this.options.now())) {
      this.close();
      return;
    }
    this.options.response.write(chunk);
  }

  private show(ride: WatchedRide): void {
    const previous = this.current?.detail.status;
    this.current = ride;
    const { status } = ride.detail;
    // The id lets a reconnecting EventSource say what it saw last (Last-Event-ID). Serialised once
    // for every watcher of the ride.
    let frame = statusFrames.get(ride);
    if (!frame) {
      frame = sseEvent('status', ride.detail, status);
      statusFrames.set(ride, frame);
    }
    this.write(frame);
    if (this.closed) return;
    if (FINAL.has(status)) {
      this.close();
      return;
    }
    if (MOVING.has(status)) {
      if (previous !== status) this.sendPosition();
      if (!this.positionTimer) {
        this.positionTimer = setInterval(() => this.sendPosition(), this.options.positionEveryMs ?? 2000);
        this.positionTimer.unref();
      }
    } else if (this.positionTimer) {
      clearInterval(this.positionTimer);
      this.positionTimer = null;
    }
  }

  private sendPosition(): void {
    const at = this.options.now();
    const position = this.current?.position(at);
    if (position) this.write(sseEvent('position', { lat: position.lat, lon: position.lon, at: at.toISOString() }));
  }
}
