// §4 "CMS form block": editors define forms in the admin (@payloadcms/plugin-form-builder's `forms`) and visitors'
// answers land in `form-submissions`, which editors read.
import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'

import { admins, anyone, editors } from '@/cms/access'
import { renewSnapshots } from '@/cms/entrySnapshots'

export const formBuilder = formBuilderPlugin({
  // Only the field types the FormBlock renders and validates (text, email, textarea, checkbox, select, number,
  // message); country/state lists, dates, payments and uploads are off, so an editor cannot build a form we can't show.
  fields: {
    text: true,
    email: true,
    textarea: true,
    checkbox: true,
    select: true,
    number: true,
    message: true,
    country: false,
    state: false,
    date: false,
    payment: false,
    upload: false,
  },
  formOverrides: {
    labels: { singular: 'Form', plural: 'Forms' },
    admin: { useAsTitle: 'title', description: 'Forms editors place on pages with the Form block.' },
    // Pages show the form's fields to everyone (the block populates it for the public); only editors change forms.
    access: { read: anyone, create: editors, update: editors, delete: editors },
    // Issue #34: entries' snapshots hold the forms their Form blocks show.
    hooks: { afterChange: [renewSnapshots.afterChange], afterDelete: [renewSnapshots.afterDelete] },
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form submission', plural: 'Form submissions' },
    admin: { group: 'Visitors', defaultColumns: ['form', 'createdAt'] },
    // The public creates a submission only through POST /forms/cms, which checks the captcha, the rate limit and the
    // answers against the form's own fields; the plugin's open REST/GraphQL create has no place for a captcha or a
    // rate limit, so it is closed (the route writes with the Local API).
    access: { read: editors, create: () => false, update: () => false, delete: admins },
  },
})
