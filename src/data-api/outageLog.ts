// §3 defaults during a data-API outage: logged once per outage for the whole process, whichever caller (the page
// wrapper's loader, the ChristmasDelivery block) notices it first; the recovery once too.
export type OutageLog = Pick<Console, 'error' | 'info'>

export function createOutageLog(log: OutageLog = console): OutageLog {
  let down = false
  return {
    error(...args: unknown[]) {
      if (!down) log.error(...args)
      down = true
    },
    info(...args: unknown[]) {
      if (down) log.info(...args)
      down = false
    },
  }
}

/** The server process's one outage log. */
export const dataApiOutageLog = createOutageLog()
