// §7 tag manager: the port every tag-manager provider implements; the TagManager component only talks to this.
import type { HostedAdapter } from '../port'

export interface TagManagerProvider {
  /** Loads the container once per page (a loaded container cannot be unloaded). */
  load(containerId: string): void
}

/** A hosted tag manager's adapter (TAG_MANAGER_ID). */
export interface HostedTagManagerAdapter extends HostedAdapter {
  create(): TagManagerProvider
}
