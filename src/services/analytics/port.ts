// §7 tag manager: the port every tag-manager provider implements; the TagManager component only talks to this.

export interface TagManagerProvider {
  /** Loads the container once per page (a loaded container cannot be unloaded). */
  load(containerId: string): void
}
