/**
 * `cardroom_bot_think_seconds{game,level}`: the time a built-in bot spends on one decision, measured on
 * the thread that thinks (the queue wait not included). Registered in prom-client's default registry;
 * the service's metrics endpoint (the operations module) exposes that registry.
 */
import { Histogram, register } from 'prom-client';

const NAME = 'cardroom_bot_think_seconds';

export const botThinkSeconds: Histogram<'game' | 'level'> =
  (register.getSingleMetric(NAME) as Histogram<'game' | 'level'> | undefined) ??
  new Histogram({
    name: NAME,
    help: 'Time a built-in bot spends on one decision, by game and level',
    labelNames: ['game', 'level'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  });
