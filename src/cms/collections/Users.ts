// Editors (§6): roles admin and editor; only admins manage accounts and roles.
import type { CollectionConfig } from 'payload'

import { adminFieldOnly, admins, adminsOrSelf, editorRoles, hiddenFromEditors } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  admin: { hidden: hiddenFromEditors, useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'] },
  access: {
    read: adminsOrSelf,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: editorRoles.map((role) => ({ label: role, value: role })),
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
  ],
}
