// §7 tag manager: the one place that picks its adapter (ARCHITECTURE "Ports"); without TAG_MANAGER_ID nothing loads.
// Switching the provider is its adapter file and this line.
import { googleTagManager } from './googleTagManager'

export const hostedTagManager = googleTagManager
