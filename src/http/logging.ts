/**
 * The app's logs: one pino logger for Nest's own messages, the request lines (request-log.ts) and the
 * services. JSON lines for machines (production, files, pipes); short, coloured single lines when
 * stdout is a terminal (pino-pretty). `LOG_LEVEL` sets the level either way.
 *
 * Nest's start-up chatter (a line per module and per route, ~60 lines) is logged at debug level, and
 * requests at debug too (request-log.ts): at the default `info` a start says only what matters.
 */
import type { LoggerService } from '@nestjs/common';
import { type Logger, pino } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config';

export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  tty = process.stdout.isTTY === true,
  destination?: NodeJS.WritableStream,
): Logger {
  if (!tty)
    return destination ? pino({ level: config.logLevel }, destination) : pino({ level: config.logLevel });
  return pino(
    { level: config.logLevel },
    pretty({
      colorize: destination === undefined,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,context,req,res,reqId',
      messageFormat: '{if context}[{context}] {end}{msg}',
      ...(destination ? { destination, sync: true } : {}),
    }),
  );
}

/** Nest's contexts whose `log` lines only describe the start-up (modules loaded, routes mapped). */
const START_UP = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Nest's messages through the app's pino logger, with the start-up lines at debug level. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write(START_UP.has(contextOf(rest) ?? '') ? 'debug' : 'info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // a failed listen (a port taken): main.ts says it in its one line, so the log keeps it for debug
    const listen = contextOf(rest) === 'NestApplication' && /^Error: listen /.test(String(message));
    this.write(listen ? 'debug' : 'error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** `rest` is what Nest passes after the message: more text (a stack, a sentence) and the context last. */
  private write(
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace',
    message: unknown,
    rest: unknown[],
  ): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const context = contextOf(rest);
    const extra = rest.filter((x): x is string => typeof x === 'string' && x !== context);
    const stack = extra.find((x) => x.includes('\n'));
    const text = extra.filter((x) => x !== stack).join(' ');
    // Nest passes strings, or objects (e.g. `{ err, reqId }` from the error filter) with the sentence after them
    if (typeof message === 'object' && message !== null)
      this.logger[level]({ ...(message as object), context, ...(stack ? { stack } : {}) }, text);
    else
      this.logger[level](
        { context, ...(stack ? { stack } : {}) },
        [String(message), text].filter(Boolean).join(' '),
      );
  }
}

function contextOf(rest: unknown[]): string | undefined {
  const last = rest[rest.length - 1];
  return typeof last === 'string' && rest.length > 0 && !last.includes('\n') && !last.includes(' ')
    ? last
    : undefined;
}
