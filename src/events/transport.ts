/** How events travel between instances: in-process, PostgreSQL LISTEN/NOTIFY, or NATS. */
export interface EventTransport {
  /** Sends one message on a channel to every instance, this one included. */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls onMessage with each message on the channel; returns the unsubscribe. */
  subscribe(channel: string, onMessage: (payload: string) => void): () => void;
  /** Calls cb each time the connection was lost and is back (followers then resync from the database). */
  onReconnect(cb: () => void): void;
  /** False while the transport is disconnected (readiness says so). */
  readonly healthy: boolean;
  close(): Promise<void>;
}
