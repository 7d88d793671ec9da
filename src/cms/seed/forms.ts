// §4 "CMS form block": a demo form an editor might build under Forms, so a seeded page (or the block gallery) can
// show the Form block. The contact forms (§3 ContactForms) need no seeded form: their fields are the block's own.
// Call seedForms(payload) from the seed; it is idempotent (finds the form by title).
import type { Payload } from 'payload'

import type { BlockData } from '@/blocks/types'
import { defaultLocale } from '@/i18n/locales'

import { richText } from './richText'

export const demoFormTitle = 'Photo book workshop sign-up'

/** Creates the demo form when it is missing; returns its id. */
export async function seedForms(payload: Payload): Promise<{ workshopSignUp: number }> {
  const { docs } = await payload.find({
    collection: 'forms',
    where: { title: { equals: demoFormTitle } },
    limit: 1,
    depth: 0,
  })
  if (docs[0]) return { workshopSignUp: docs[0].id }
  const form = await payload.create({
    collection: 'forms',
    locale: defaultLocale,
    data: {
      title: demoFormTitle,
      submitButtonLabel: 'Save my seat',
      confirmationType: 'message',
      confirmationMessage: richText([
        'Thank you! Your seat is saved. We will send the workshop details to your email a week before.',
      ]),
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true, width: 50 },
        { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
        {
          blockType: 'message',
          message: richText(['Bring 30–60 favourite photos on your phone; we bring coffee and cake.']),
        },
        {
          blockType: 'select',
          name: 'city',
          label: 'Workshop city',
          required: true,
          options: [
            { label: 'London', value: 'london' },
            { label: 'Stockholm', value: 'stockholm' },
            { label: 'Berlin', value: 'berlin' },
          ],
        },
        { blockType: 'number', name: 'seats', label: 'Seats', required: false, defaultValue: 1 },
        {
          blockType: 'textarea',
          name: 'story',
          label: 'What will your photo book be about?',
          required: false,
        },
        {
          blockType: 'checkbox',
          name: 'reminder',
          label: 'Send me a reminder the day before',
          required: false,
        },
      ],
    },
  })
  return { workshopSignUp: form.id }
}

/** A Form block showing the demo form, for a seeded page or the block gallery. */
export function demoFormBlock(formId: number): Omit<BlockData<'FormBlock'>, 'id'> {
  return {
    blockType: 'FormBlock',
    form: formId,
    enableIntro: true,
    introContent: 'Make your first photo book with us in two hours: a small group, a designer at your side.',
    backgroundColor: 'iglooLight',
  }
}
