// §7 "Analytics": events go to the tag manager's data layer, with params reset before each push.
export type AnalyticsEvent =
  | 'langpicker_header_open'
  | 'langpicker_footer_open'
  | 'langpicker_header_close_without_changing_anything'
  | 'langpicker_footer_close_without_changing_anything'
  | (string & {})

type DataLayerWindow = { dataLayer?: unknown[] }

export function pushEvent(
  event: AnalyticsEvent,
  params?: Record<string, unknown>,
  target: DataLayerWindow = globalThis as DataLayerWindow,
): void {
  target.dataLayer ??= []
  // §7: a previous push's params must not leak into this event (the data layer merges pushes).
  target.dataLayer.push({ params: undefined })
  target.dataLayer.push({ event, params })
}
