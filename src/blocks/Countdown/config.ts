// §3 Countdown: targetDate (required, the event start) with targetText; addEndDate shows eventEndDate/eventEndText
// (§4); eventEndDate must come after targetDate.
import type { Block } from 'payload'

import { textAlignments } from '@/design/tokens'

import { colourField, options, spacingFields } from '../shared/fields'

export const endDateMessage = 'The end date must be after the target date'
export const endDateRequiredMessage = 'Set the end date, or turn off addEndDate'

const withEnd = (_: unknown, sibling: { addEndDate?: boolean } | undefined) => Boolean(sibling?.addEndDate)

/** The end must follow the start; required only while addEndDate is on (hidden values are ignored). */
export function validateEventEndDate(
  value: unknown,
  { siblingData }: { siblingData?: { addEndDate?: boolean; targetDate?: unknown } } = {},
): true | string {
  if (!siblingData?.addEndDate) return true
  if (value === undefined || value === null || value === '') return endDateRequiredMessage
  const end = new Date(value as string).getTime()
  const start = new Date(siblingData.targetDate as string).getTime()
  if (Number.isNaN(end)) return endDateRequiredMessage
  return Number.isNaN(start) || end > start ? true : endDateMessage
}

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

export const countdownBlock: Block = {
  slug: 'Countdown',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'fullbleed', type: 'checkbox', defaultValue: false },
        { name: 'invertedTextColor', type: 'checkbox', defaultValue: false },
        { name: 'useTextGradient', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        colourField('backgroundColor'),
        {
          name: 'contentAlignment',
          type: 'select',
          options: options(textAlignments),
          defaultValue: 'center',
        },
      ],
    },
    { name: 'targetDate', type: 'date', required: true, admin: dateTime },
    { name: 'targetText', type: 'text' },
    { name: 'addEndDate', type: 'checkbox', defaultValue: false },
    {
      name: 'eventEndDate',
      type: 'date',
      validate: (value: unknown, { siblingData }: { siblingData: unknown }) =>
        validateEventEndDate(value, { siblingData: siblingData as { addEndDate?: boolean } }),
      admin: { ...dateTime, condition: withEnd },
    },
    { name: 'eventEndText', type: 'text', admin: { condition: withEnd } },
    spacingFields,
  ],
}
