// The embedded identity provider's RS256 signing keys, generated on first start and kept in the database.
import type { CollectionConfig } from 'payload'

import { admins, hiddenFromEditors } from '../access'

export const IdentitySigningKeys: CollectionConfig = {
  slug: 'identity-signing-keys',
  labels: { singular: 'Identity signing key', plural: 'Identity signing keys' },
  // Keys are made by the identity service only; admins may list and retire them, nobody else sees them.
  access: { read: admins, create: () => false, update: () => false, delete: admins },
  admin: {
    hidden: hiddenFromEditors,
    group: 'Identity',
    useAsTitle: 'kid',
    defaultColumns: ['kid', 'alg', 'createdAt'],
  },
  fields: [
    { name: 'kid', type: 'text', required: true, unique: true },
    { name: 'alg', type: 'text', required: true, defaultValue: 'RS256' },
    { name: 'publicJwk', type: 'json', required: true },
    // The private half never leaves the server (hidden from every API answer).
    { name: 'privateJwk', type: 'json', required: true, hidden: true },
  ],
}
