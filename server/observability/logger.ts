import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { LogLevel } from '../env';
import { currentRequest } from './request-context';

// JSON lines for production (one object per line, written synchronously so nothing is lost at
// exit); a readable single line per entry in development.
const jsonLines = (): DestinationStream => pino.destination({ dest: 1, sync: true });
const readableLines = (): DestinationStream =>
  pretty({
    sync: true,
    singleLine: true,
    translateTime: 'HH:MM:ss.l',
    ignore: 'pid,hostname,component',
    messageFormat: (entry, messageKey) =>
      entry.component ? `[${String(entry.component)}] ${String(entry[messageKey])}` : String(entry[messageKey]),
  });

// Loggers are made before the environment is read: they write through to the format chosen then.
let destination: DestinationStream = readableLines();

/**
 * The process's logger. Every line written while a request is served carries its `requestId`.
 * Secrets never reach it: request lines carry only method, route, status and ids (see http.ts).
 */
export const log: Logger = pino(
  {
    level: 'info',
    base: undefined,
    // Request lines name their request themselves (they are written after it ends).
    mixin: (fields) => {
      if ('requestId' in fields) return {};
      const request = currentRequest();
      return request ? { requestId: request.requestId } : {};
    },
    // pino's own paths for what must never be logged, should a caller pass a request or headers.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'headers.cookie',
      'headers.authorization',
      'password',
      'token',
    ],
  },
  { write: (line: string) => destination.write(line) },
);

/** JSON in production, readable lines otherwise, at `level`; to stdout unless a test captures them. */
export function configureLogging(options: {
  production: boolean;
  level: LogLevel;
  destination?: DestinationStream;
}): void {
  destination = options.destination ?? (options.production ? jsonLines() : readableLines());
  log.level = options.level;
}

/** A logger whose lines name the part of the server they come from (`[db] …` in development). */
export const logger = (component: string): Logger => log.child({ component });
