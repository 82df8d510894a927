/**
 * "Series X changed" (GET /series/{id}/events): a topic of the instance's EventHub keyed by series id,
 * payload `<series id>|{"type":"changed"}`, sent after each write that changes what GET /series/{id}
 * shows (an answer, a cancel, matches opened, a match finished, the finish). A stream hearing it (or a
 * resync after a transport reconnect) reads the series again and sends it when it differs.
 */
import { Injectable } from '@nestjs/common';
import { EventHub } from '../events/event-hub';
import { jsonCodec, type Topic } from '../events/topic';

/** The series events' channel. */
export const SERIES_CHANNEL = 'cardroom_series';

export type SeriesSignal = { type: 'changed' } | { type: 'resync' };

@Injectable()
export class SeriesChanges {
  readonly topic: Topic<SeriesSignal>;

  constructor(readonly hub: EventHub) {
    this.topic = hub.topic<SeriesSignal>(SERIES_CHANNEL, jsonCodec<SeriesSignal>(), { type: 'resync' });
  }

  /** Tells the series' followers on every instance to read it again (after the write committed). */
  async changed(seriesId: string): Promise<void> {
    await this.topic.publish([{ key: seriesId, event: { type: 'changed' } }]);
  }
}
