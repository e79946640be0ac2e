import PinoPretty from 'pino-pretty';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '@server/config.ts';

type LoggerConfig = Pick<Config, 'env' | 'logLevel' | 'logFormat'>;

/** Cookies, authorisation and CSRF headers never reach a log line. */
const redact = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["x-csrf-token"]',
    'res.headers["set-cookie"]',
  ],
  remove: true,
};

/** The path segment after these prefixes is a secret (a share token, a password reset token): never logged. */
const SECRET_SEGMENT = /(\/(?:api\/shared-plans|itinerary\/shared|api\/auth\/password-reset\/tokens)\/)[^/?#]+/g;

/** A request URL as logged: a share token in its path reads "[redacted]". */
export const redactUrl = (url: string): string => url.replace(SECRET_SEGMENT, '$1[redacted]');

type LoggedRequest = {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request line (method, url, version, host, address, port), its URL redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** auto: readable lines in development or when standard output is a terminal; JSON otherwise. */
export function wantsPrettyLogs(
  config: Pick<Config, 'env' | 'logFormat'>,
  isTerminal = Boolean(process.stdout.isTTY),
): boolean {
  if (config.logFormat !== 'auto') return config.logFormat === 'pretty';
  return config.env === 'development' || isTerminal;
}

/** A request line reads "GET /api/health" and its answer "200 in 3 ms"; any other line is its message. */
function messageFormat(log: Record<string, unknown>, messageKey: string): string {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const message = String(log[messageKey] ?? '');
  if (res?.statusCode !== undefined) return `${res.statusCode} in ${Math.round(Number(log.responseTime ?? 0))} ms`;
  if (req?.method) return `${req.method} ${req.url ?? ''}`;
  return message;
}

/**
 * Pretty lines are written synchronously in this thread, so they keep their order with the
 * start-up lines printed around them.
 */
function prettyStream(destination?: NodeJS.WritableStream) {
  return PinoPretty({
    sync: true,
    ...(destination ? { destination } : {}),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime',
    messageFormat,
  });
}

/**
 * Fastify's logger: off when silent, JSON lines, or readable lines for a person (LOG_FORMAT), written
 * to standard output unless `destination` is given.
 */
export function loggerOptions(
  config: LoggerConfig,
  isTerminal?: boolean,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const base = { level: config.logLevel, redact, serializers: { req: serializeRequest } };
  if (wantsPrettyLogs(config, isTerminal)) return { ...base, stream: prettyStream(destination) };
  return destination ? { ...base, stream: destination } : base;
}
