// §3 Text & Image fields, which Text & Video shares (§3 "Same fields as Text & Image"), with §4 visibility, §5
// required alt texts and the §8 children message.
import type { Block, Condition, Field } from 'payload'

import { imageField, videoField, videoMimeTypes } from '@/cms/collections/Media'
import { defaultButtonText } from '@/config/products'
import { textAlignments } from '@/design/tokens'

import { buttonPositions, buttonSizes } from '../ButtonComponent/options'
import type { SliderProps } from '../shared/slider/Slider'
import {
  buttonLinkFields,
  buttonTypeField,
  colourField,
  options,
  spacingFields,
  slideAltTextField,
  textStyleFields,
} from '../shared/fields'

/** §9: section heading levels h2–h4, default h3. */
export const headingLevels = ['h2', 'h3', 'h4'] as const
export type HeadingLevel = (typeof headingLevels)[number]

export const paginatorColors = ['light', 'dark'] as const satisfies readonly NonNullable<
  SliderProps['dotsColor']
>[]
export const paginatorPositions = ['floating', 'bottom'] as const satisfies readonly NonNullable<
  SliderProps['dotsPosition']
>[]

/** §3 video fileType → the MIME type the browser is told (§5 video types). */
export const videoFileTypes = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
} as const satisfies Record<string, (typeof videoMimeTypes)[number]>

/** §8: shown to editors when a child block is not a SocialMedia block. */
export const socialMediaChildrenMessage = 'Children of this component must be Social media component.'

/** Issue #30, §5 "Text & Image altText": with the slideshow on, the slides carry the alt texts, so there must be one. */
export const slidesRequiredMessage =
  'Add at least one slide with its alt text, or turn off the slideshow and describe the image.'

/** §5: "Text & Image children must be SocialMedia blocks". */
export function validateSocialMediaChildren(value: unknown): true | string {
  if (value === undefined || value === null) return true
  if (!Array.isArray(value)) return socialMediaChildrenMessage
  return value.every((child) => (child as { blockType?: unknown } | null)?.blockType === 'SocialMedia')
    ? true
    : socialMediaChildrenMessage
}

type Sibling = Record<string, unknown> | undefined
const when =
  (toggle: string): Condition =>
  (_, sibling: Sibling) =>
    Boolean(sibling?.[toggle])
const unless =
  (toggle: string): Condition =>
  (_, sibling: Sibling) =>
    !sibling?.[toggle]
const checkbox = (name: string, label?: string): Field => ({
  name,
  type: 'checkbox',
  label,
  defaultValue: false,
})

/** PostgreSQL allows 63 characters; enum_story_variants_blocks_text_video_select_paginator_position is exactly
 * that, so the paginator's enums drop "select_" (still one per table). */
const shortPaginator = (tableName = '') => tableName.replace(/_select_paginator$/, '_paginator')

export interface TextMediaOptions {
  /** Text & Video: fullbleedVideo, video {…}, the list's dotColor; its alt text is not required (§5 names Text & Image). */
  video: boolean
}

export function textMediaFields({ video }: TextMediaOptions): Field[] {
  return [
    colourField('backgroundColor'),
    {
      type: 'row',
      fields: [
        checkbox('fullbleedLayout'),
        checkbox('fullbleedImage'),
        ...(video ? [checkbox('fullbleedVideo')] : []),
        checkbox('mirroredLayout'),
        checkbox('verticalLayout'),
      ],
    },
    {
      type: 'row',
      fields: [
        checkbox('subheadingCheck', 'Add a subheading'),
        { name: 'subheading', type: 'text', admin: { condition: when('subheadingCheck') } },
      ],
    },
    { name: 'heading', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'headingLevel',
          type: 'select',
          options: options(headingLevels),
          defaultValue: 'h3',
        },
        { name: 'headingPosition', type: 'select', options: options(textAlignments) },
      ],
    },
    { name: 'ingress', type: 'textarea' },
    { name: 'text', type: 'richText' },
    { name: 'textPosition', type: 'select', options: options(textAlignments) },
    checkbox('addList', 'Add a list'),
    {
      name: 'list',
      type: 'group',
      admin: { condition: when('addList') },
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'startIndex', type: 'number', defaultValue: 1, min: 0, admin: { step: 1 } },
        ...(video ? [colourField('dotColor', 'ljung2')] : []),
        {
          name: 'listItem',
          type: 'array',
          labels: { singular: 'List item', plural: 'List items' },
          fields: [
            { name: 'subheading', type: 'text' },
            { name: 'text', type: 'textarea' },
          ],
        },
      ],
    },
    checkbox('addTextField', 'Add a second text'),
    { name: 'secondText', type: 'richText', admin: { condition: when('addTextField') } },
    checkbox('invertedTextColor'),
    checkbox('addButton', 'Add a button'),
    {
      name: 'button',
      type: 'group',
      admin: { condition: when('addButton') },
      fields: [
        { name: 'text', type: 'text', defaultValue: defaultButtonText },
        {
          type: 'row',
          fields: [
            buttonTypeField('type', 'secondary'),
            { name: 'size', type: 'select', options: options(buttonSizes), defaultValue: 'm' },
            { name: 'buttonPosition', type: 'select', options: options(buttonPositions) },
          ],
        },
        ...buttonLinkFields({ link: '/photobooks' }),
        checkbox('target', 'Open in a new window'),
      ],
    },
    // §4: the slideshow toggle switches between a single image and a slides list.
    checkbox('slideshow'),
    imageField('image', { admin: { condition: unless('slideshow') } }),
    {
      name: 'altText',
      type: 'text',
      required: !video,
      admin: {
        condition: unless('slideshow'),
        description: video
          ? 'Describes the video (and its poster) for visitors who cannot see it.'
          : undefined,
      },
    },
    {
      name: 'slides',
      type: 'array',
      admin: { condition: when('slideshow') },
      // Validated while shown (slideshow on); Text & Video's alt text is not required (§5).
      ...(video
        ? {}
        : {
            validate: (value: unknown) => (Array.isArray(value) && value.length > 0) || slidesRequiredMessage,
          }),
      fields: [imageField('src'), slideAltTextField],
    },
    {
      name: 'selectPaginator',
      type: 'group',
      admin: { condition: when('slideshow') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'color',
              type: 'select',
              options: options(paginatorColors),
              defaultValue: 'dark',
              enumName: ({ tableName }) => `enum_${shortPaginator(tableName)}_color`,
            },
            {
              name: 'position',
              type: 'select',
              options: options(paginatorPositions),
              defaultValue: 'bottom',
              enumName: ({ tableName }) => `enum_${shortPaginator(tableName)}_position`,
            },
          ],
        },
      ],
    },
    ...(video
      ? [
          {
            name: 'video',
            type: 'group',
            fields: [
              videoField('file'),
              imageField('posterImage'),
              {
                type: 'row',
                fields: [
                  checkbox('loop'),
                  checkbox('muted'),
                  { name: 'fileType', type: 'select', options: options(Object.keys(videoFileTypes)) },
                ],
              },
            ],
          } satisfies Field,
        ]
      : []),
    {
      name: 'children',
      label: 'Social media',
      type: 'blocks',
      blocks: [],
      blockReferences: ['SocialMedia'],
      validate: validateSocialMediaChildren,
    },
    textStyleFields,
    spacingFields,
  ]
}

export function textMediaBlock(slug: 'TextImage' | 'TextVideo'): Block {
  const video = slug === 'TextVideo'
  return {
    slug,
    // No string dbName: it would name one table for every collection; the default {collection}_blocks_text_image
    // (or _text_video) is short enough for PostgreSQL's 63 characters.
    fields: textMediaFields({ video }),
  }
}
