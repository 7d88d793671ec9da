// §8 "Errors not reported" and §9 "Timing and environment": what reaches the error-reporting service, framework-free.
import { routingLocales } from '@/i18n/locales'

import { errorOriginTag } from './origin'

/** §9: share of page loads and navigations that are traced. */
export const tracesSampleRate = 0.2

/** §9: a trace ends after this long without new activity. */
export const idleTimeoutMs = 1_000

/** §9: a trace ends after this long whatever happens. */
export const finalTimeoutMs = 30_000

/** §9: a child span still open after this long ends the trace. */
export const childSpanTimeoutMs = 15_000

/** §9: the idle timeouts under the option names the tracing integration takes. */
export const browserTracingTimeouts = {
  idleTimeout: idleTimeoutMs,
  finalTimeout: finalTimeoutMs,
  childSpanTimeout: childSpanTimeoutMs,
} as const

/** The tag our own embed and popstate handlers set on what they capture (`runTagged` in ./origin). */
export { errorOriginTag }
export const ignoredUrlErrorOrigins = ['embed', 'popstate'] as const

export interface ReportableStackFrame {
  filename?: string
  abs_path?: string
  module?: string
  function?: string
}

export interface ReportableException {
  type?: string
  value?: string
  stacktrace?: { frames?: ReportableStackFrame[] }
  mechanism?: { type?: string }
}

/** The part of an error event the rules read; a Sentry ErrorEvent fits it structurally. */
export interface ReportableEvent {
  message?: string
  exception?: { values?: ReportableException[] }
  request?: { headers?: Record<string, string> }
  transaction?: string
  tags?: Record<string, unknown>
}

/** What the rules look at, gathered once per event. */
interface EventFacts {
  messages: string[]
  frames: ReportableStackFrame[]
  origin: unknown
  userAgent: string | undefined
}

interface IgnoreRule {
  name: string
  matches: (facts: EventFacts) => boolean
}

const urlConstructionFailures = [
  'Failed to construct',
  '"undefined" cannot be parsed as a URL',
  'Invalid URL',
]

// §8 names no bot: these are vendor tokens virus- and link-scanning services send (e.g. "Barracuda Sentinel").
// §8: Avast, AVG and Norton are left out, their consumer "Secure Browser" puts the brand in real visitors' agents.
export const virusScanningBotUserAgents: readonly RegExp[] = [
  /virustotal/i,
  /trend\s?micro/i,
  /barracuda/i,
  /sophos/i,
  /mcafee/i,
  /kaspersky/i,
  /symantec/i,
  /bitdefender/i,
  /forti(?:guard|net)/i,
  /malwarebytes/i,
  /f-secure/i,
  /clamav/i,
]

function mentionsAny(facts: EventFacts, needles: readonly string[]): boolean {
  return facts.messages.some((message) => needles.some((needle) => message.includes(needle)))
}

function frameText(frame: ReportableStackFrame): string[] {
  return [frame.function, frame.filename, frame.abs_path, frame.module].filter(
    (text): text is string => typeof text === 'string',
  )
}

// §8: "coming from embed or popstate handling" is read from the tag or the stack, since minified frames lose names.
function comesFromEmbedOrPopstate(facts: EventFacts): boolean {
  // Our own embed and popstate handlers set this tag on what they capture, which survives minification.
  if (
    typeof facts.origin === 'string' &&
    (ignoredUrlErrorOrigins as readonly string[]).includes(facts.origin)
  ) {
    return true
  }
  return facts.frames.some((frame) =>
    frameText(frame).some(
      // A frame in a popstate handler (Next's router `onPopState`), or in an embed block's module (blocks/EmbedVideo).
      (text) => /popstate/i.test(text) || /\/blocks\/[^/]*(?:embed|video)/i.test(text),
    ),
  )
}

/** §8, one rule per bullet; the first match names why an event is dropped. */
export const ignoreRules: readonly IgnoreRule[] = [
  {
    // §8: a bad or missing URL in an embed or on back/forward is harmless noise; elsewhere it is a real bug.
    name: 'url-construction-in-embed-or-popstate',
    matches: (facts) => mentionsAny(facts, urlConstructionFailures) && comesFromEmbedOrPopstate(facts),
  },
  {
    // §8: Next's router retrying a navigation to the page already shown.
    name: 'hard-navigate-to-same-url',
    matches: (facts) => mentionsAny(facts, ['Invariant: attempted to hard navigate to the same URL']),
  },
  {
    // §8: our code never calls navigator.javaEnabled, so this is a bot's or extension's proxied navigator.
    name: 'java-enabled-proxy',
    matches: (facts) => mentionsAny(facts, ['javaEnabled']),
  },
  {
    // §8: third-party code rejecting with a non-Error value carries no stack to act on.
    name: 'non-error-promise-rejection',
    matches: (facts) => mentionsAny(facts, ['Non-Error promise rejection captured with value']),
  },
  {
    // §8: only this exact unhandled-rejection wording; an ordinary TypeError is still reported.
    name: 'unhandled-rejection-read-undefined',
    matches: (facts) =>
      mentionsAny(facts, ['Unhandled Rejection (TypeError): Cannot read properties of undefined']),
  },
  {
    // §8: browser extensions messaging a runtime that is gone.
    name: 'extension-runtime-send-message',
    matches: (facts) => mentionsAny(facts, ['Invalid call to runtime.sendMessage']),
  },
  {
    // §8: every event from a virus-scanning bot, whatever the error.
    name: 'virus-scanning-bot',
    matches: ({ userAgent }) =>
      userAgent !== undefined && virusScanningBotUserAgents.some((pattern) => pattern.test(userAgent)),
  },
]

function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase())
  return key === undefined ? undefined : headers[key]
}

function factsOf(event: ReportableEvent, userAgent: string | undefined): EventFacts {
  const exceptions = event.exception?.values ?? []
  const messages: string[] = []
  if (event.message) messages.push(event.message)
  for (const exception of exceptions) {
    if (exception.value) messages.push(exception.value)
    if (exception.type) messages.push(exception.type)
    // Some rules quote "Type: value" as one string, the way the browser prints it.
    if (exception.type && exception.value) messages.push(`${exception.type}: ${exception.value}`)
  }
  return {
    messages,
    frames: exceptions.flatMap((exception) => exception.stacktrace?.frames ?? []),
    origin: event.tags?.[errorOriginTag],
    userAgent: userAgent ?? headerValue(event.request?.headers, 'User-Agent'),
  }
}

/** The name of the §8 rule that drops the event, or undefined when it is reported. */
export function ignoredBy(event: ReportableEvent, userAgent?: string): string | undefined {
  const facts = factsOf(event, userAgent)
  return ignoreRules.find((rule) => rule.matches(facts))?.name
}

/** §8: whether an error event goes to the error-reporting service. */
export function shouldReport(event: ReportableEvent, userAgent?: string): boolean {
  return ignoredBy(event, userAgent) === undefined
}

const notFoundTransaction = new RegExp(
  `^(?:[A-Z]+\\s+)?(?:/(?:\\[locale\\]|${routingLocales.join('|')}))?/(?:404|_not-found)/?(?:[?#].*)?$`,
  'i',
)

/** §2: the not-found page carries this meta element: the browser names its pageload by the visitor's URL. */
export const notFoundPageMeta = { name: 'page-kind', content: 'not-found' } as const

/** Whether the document is the not-found page (it is served at whatever unknown URL was asked for). */
export function isNotFoundDocument(document: Pick<Document, 'querySelector'>): boolean {
  const { name, content } = notFoundPageMeta
  return document.querySelector(`meta[name="${name}"][content="${content}"]`) !== null
}

/** §2: the tracing integration's beforeStartSpan: the not-found page's pageload is named /404, so it is dropped. */
export function nameNotFoundPageload<O extends { name: string; op?: string }>(
  options: O,
  document: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): O {
  return options.op === 'pageload' && document && isNotFoundDocument(document)
    ? { ...options, name: '/404' }
    : options
}

/** §2: the not-found page's performance transactions are not reported, with or without a locale prefix. */
export function shouldTrace(transactionName: string): boolean {
  return !notFoundTransaction.test(transactionName.trim())
}

function browserUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent
}

/** §8: the reporting SDK's beforeSend hook; the request's user agent wins over the browser's own. */
export function beforeSend<E extends ReportableEvent>(event: E, _hint?: unknown): E | null {
  const userAgent = headerValue(event.request?.headers, 'User-Agent') ?? browserUserAgent()
  return shouldReport(event, userAgent) ? event : null
}

/** §2: the reporting SDK's beforeSendTransaction hook, dropping not-found page transactions. */
export function beforeSendTransaction<E extends { transaction?: string }>(
  event: E,
  _hint?: unknown,
): E | null {
  return event.transaction !== undefined && !shouldTrace(event.transaction) ? null : event
}
