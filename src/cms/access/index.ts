// §6 roles: editors compose content; visitors are anonymous and read published content only.
import type { Access, FieldAccess, Where } from 'payload'

export const editorRoles = ['admin', 'editor'] as const

type MaybeEditor = { collection?: string; roles?: readonly string[] | null } | null | undefined

export function isEditorUser(user: MaybeEditor): boolean {
  return Boolean(user && user.collection === 'users')
}

export function isAdminUser(user: MaybeEditor): boolean {
  return isEditorUser(user) && Boolean(user?.roles?.includes('admin'))
}

export const anyone: Access = () => true
export const editors: Access = ({ req }) => isEditorUser(req.user)
export const admins: Access = ({ req }) => isAdminUser(req.user)
export const adminFieldOnly: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Issue #32: internals (accounts, keys, commerce data, subscribers) are out of an editor's admin; admins see them. */
export const hiddenFromEditors = ({ user }: { user: MaybeEditor }): boolean => !isAdminUser(user)

/** What the public reads of an entry with drafts: its published version. */
export const publishedOnly: Where = { _status: { equals: 'published' } }

/** Drafts are for editors; the public reads published versions only. */
export const publishedOrEditors: Access = ({ req }) => (isEditorUser(req.user) ? true : publishedOnly)

/** Admins manage every account; an editor reads and updates only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (isEditorUser(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}
