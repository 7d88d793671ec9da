// What pages ('page') and stories ('blog-article') share: title, translated path, SEO meta, blocks, drafts.
import type { CollectionConfig, Field } from 'payload'

import { layoutField } from '@/blocks/registry'
import type { ContentModel, ContentModelCustom } from '@/blocks/shared/models'

import { editors, publishedOrEditors } from '../access'
import type { EntryCollection } from '../entryUrl'
import { metaField } from '../fields/meta'
import { pathField } from '../fields/path'
import { previewEditingField } from '../fields/previewEditing'
import { retireField } from '../fields/retire'
import { variationsField } from '../fields/variations'
import { translationStatusField } from '../fields/translationStatus'
import { forgetEntryEdits, recordEntryEdit } from '../editors/EntryEdits'
import { promoteEndpoint } from '../editors/promote'
import { retireEndpoint } from '../editors/retire'
import { revalidateDeletedEntry, revalidateEntry } from '../hooks/revalidate'
import { previewUrl } from '../preview'

export function entryCollection(
  slug: EntryCollection,
  model: ContentModel,
  labels: { singular: string; plural: string },
  extraFields: Field[] = [],
): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      custom: { contentModel: model } satisfies ContentModelCustom,
      defaultColumns: ['title', 'path', '_status', 'updatedAt'],
      livePreview: { url: ({ data, locale }) => previewUrl(slug, data, locale.code) },
      preview: (data, { locale }) => previewUrl(slug, data, locale),
      // Issue #32 item 8: no empty draft until the editor types: "Create New" asks for a title and path first.
      components: {
        views: { newEntry: { Component: '@/cms/admin/NewEntry#NewEntry', path: '/create', exact: true } },
      },
    },
    access: {
      read: publishedOrEditors,
      create: editors,
      update: editors,
      delete: editors,
      readVersions: editors,
    },
    // Issue #32 item 8: Payload's own Delete moves an entry to the collection's Trash, where it can be restored; its
    // URLs answer 404 meanwhile. Deleting for good (or with a redirect) is a choice the editor makes.
    trash: true,
    versions: {
      drafts: { autosave: { interval: 800 }, schedulePublish: true },
      maxPerDoc: 50,
    },
    endpoints: [retireEndpoint(slug), promoteEndpoint(slug)],
    hooks: {
      afterChange: [revalidateEntry(slug), recordEntryEdit(slug)],
      afterDelete: [revalidateDeletedEntry(slug), forgetEntryEdits(slug)],
    },
    fields: [
      { name: 'title', type: 'text', localized: true, required: true },
      pathField(model === 'page' ? 'page' : 'story'),
      ...extraFields,
      layoutField(model),
      metaField,
      previewEditingField,
      translationStatusField,
      variationsField,
      retireField,
    ],
  }
}
