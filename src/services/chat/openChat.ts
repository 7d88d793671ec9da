// Asking the support chat to open (the customer-support block): an event the mounted chat answers, so the block
// needs no reference to it and learns at once whether a messenger is there.
export const supportChatOpenEvent = 'support-chat:open'

export type SupportChatEvent = CustomEvent<{ handled: boolean }>

/** True when a loaded messenger opened; false when there is none (not configured, not consented, not loaded yet). */
export function openSupportChat(target: Window = window): boolean {
  const event: SupportChatEvent = new CustomEvent(supportChatOpenEvent, { detail: { handled: false } })
  target.dispatchEvent(event)
  return event.detail.handled
}
