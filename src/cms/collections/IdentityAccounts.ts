// §3 "Signed-in user record", §4 service account: accounts of the embedded identity provider.
import type { CollectionConfig } from 'payload'

import { admins, hiddenFromEditors } from '../access'
import { validateEmail } from '../fields/email'

export const IdentityAccounts: CollectionConfig = {
  slug: 'identity-accounts',
  labels: { singular: 'Identity account', plural: 'Identity accounts' },
  // Admins manage accounts; the public API never reads them (§6), passwords are set through the identity service.
  access: { read: admins, create: () => false, update: admins, delete: admins },
  admin: {
    hidden: hiddenFromEditors,
    group: 'Identity',
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'lastLoginAt', 'disabled'],
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, validate: validateEmail },
    // Never in any API answer (hidden), read only by the identity service with showHiddenFields.
    { name: 'passwordHash', type: 'text', required: true, hidden: true },
    { name: 'kind', type: 'select', required: true, defaultValue: 'user', options: ['user', 'service'] },
    { name: 'displayName', type: 'text' },
    { name: 'photoURL', type: 'text' },
    { name: 'phoneNumber', type: 'text' },
    { name: 'emailVerified', type: 'checkbox', defaultValue: false },
    { name: 'disabled', type: 'checkbox', defaultValue: false },
    { name: 'lastLoginAt', type: 'date', admin: { readOnly: true } },
    // Lockout bookkeeping and token revocation (refresh tokens issued before this instant are refused).
    { name: 'failedAttempts', type: 'number', defaultValue: 0, hidden: true },
    { name: 'lockedUntil', type: 'date', hidden: true },
    { name: 'tokensValidAfter', type: 'date', hidden: true },
  ],
}
