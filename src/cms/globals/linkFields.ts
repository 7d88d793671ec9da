import type { Field } from 'payload'

/** A labelled link: site paths ('/photobooks', locale added on render) or absolute URLs. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  { name: 'link', type: 'text', required: true },
]
