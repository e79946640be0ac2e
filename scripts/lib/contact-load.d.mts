export type Ack = { id: string; reference: string; subject: string };

export type ContactLoad = {
  /** Every write answered 201 so far (grows until stop() resolves). */
  acked: Ack[];
  /** Anything other than a 201 or an error caused by the kill. */
  problems: string[];
  inFlightSubjects(): string[];
  markServerGone(): void;
  stop(): Promise<void>;
};

export function startContactLoad(options: { base: string; writers: number; tag: string }): ContactLoad;
