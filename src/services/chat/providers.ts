// §1 support chat: the one place that picks the messenger's adapter (ARCHITECTURE "Ports"); there is no embedded
// messenger, so without CHAT_APP_ID there is no chat. Switching the provider is its adapter file and this line.
import { intercom } from './intercom'

export const hostedChat = intercom
