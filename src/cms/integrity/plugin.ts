// Issue #30: the save check and the read sanitizer on every collection and global (the plugins' own included, so this
// plugin comes last), from their sanitized field configs: one mechanism for every block, however blocks are defined.
import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import type { Data } from './fieldWalk'
import { readBack } from './readBack'
import { checkCollectionSave, checkGlobalSave, normalizeShapes } from './wellFormed'

function collectionWithChecks(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        ({ args, collection: config, operation, req }) => {
          if (operation === 'create' || operation === 'update') normalizeShapes(config.fields, args.data, req)
          return args
        },
      ],
      // beforeValidate, the last of them: after Payload's defaults and before an upload's file is written.
      beforeValidate: [
        ...(hooks.beforeValidate ?? []),
        async ({ collection: config, data, operation, originalDoc, req }) => {
          if (data) await checkCollectionSave(config, { data: data as Data, operation, originalDoc, req })
          return data
        },
      ],
      afterRead: [
        ...(hooks.afterRead ?? []),
        ({ collection: config, doc, req }) =>
          readBack(
            config.fields,
            doc as Data,
            req,
            `${config.slug} ${String((doc as Data).id ?? '')}`.trim(),
          ),
      ],
    },
  }
}

function globalWithChecks(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        ({ args, global: config, operation, req }) => {
          if (operation === 'update') normalizeShapes(config.fields, (args as { data?: unknown }).data, req)
          return args
        },
      ],
      beforeValidate: [
        ...(hooks.beforeValidate ?? []),
        async ({ data, global: config, req }) => {
          if (data) await checkGlobalSave(config, { data: data as Data, req })
          return data
        },
      ],
      afterRead: [
        ...(hooks.afterRead ?? []),
        ({ doc, global: config, req }) => readBack(config.fields, doc as Data, req, `global ${config.slug}`),
      ],
    },
  }
}

/** Content always reads back (ARCHITECTURE): every save is well formed, every read is readable. */
export const contentReadsBack: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(collectionWithChecks),
  globals: config.globals?.map(globalWithChecks),
})
