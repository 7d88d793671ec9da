// §1 review widget: the one place that picks its adapter (ARCHITECTURE "Ports"); it loads only when configured.
// Switching the provider is its adapter file and this line.
import { trustpilot } from './trustpilot'

export const reviewWidgetProvider = trustpilot
