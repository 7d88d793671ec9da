// Messages every instance of the site hears, its own included (issue #23): a publish purges every instance's pages.
export interface Broadcast {
  /** Sends `message` to every subscriber of `channel` in every instance, this one included. */
  publish(channel: string, message: string): Promise<void>
  /** Calls `listener` for each message on `channel`; returns the unsubscribe. */
  subscribe(channel: string, listener: (message: string) => void): () => void
}

/** A publish: every instance drops its stored page versions (src/server/pages), so the next visit asks Next. */
export const PAGES_CHANNEL = 'pages'
