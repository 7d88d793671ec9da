// §2 content models: editors compose 'page' and 'blog-article' entries from blocks.
export const contentModels = ['page', 'blog-article'] as const
export type ContentModel = (typeof contentModels)[number]

/** The modelType value blocks carry (§3 Heading/Text/Quote: blog|pages). */
export const modelTypes = ['blog', 'pages'] as const
export type ModelType = (typeof modelTypes)[number]
export function modelTypeOf(model: ContentModel): ModelType {
  return model === 'blog-article' ? 'blog' : 'pages'
}

/** A collection holding blocks names its content model here (`admin.custom`, which the admin's client sees too). */
export interface ContentModelCustom {
  contentModel: ContentModel
}

function isContentModel(value: unknown): value is ContentModel {
  return contentModels.includes(value as ContentModel)
}

/** The content model a collection config declares, from the server's config or the admin's client config. */
export function contentModelOf(
  collection: { admin?: { custom?: Record<string, unknown> } } | null | undefined,
): ContentModel | undefined {
  const model = collection?.admin?.custom?.contentModel
  return isContentModel(model) ? model : undefined
}

/**
 * A default that depends on where the block stands, since each block is defined once for every place (issue #31):
 * the entry's content model, and whether the block is a section of the page or sits inside another block.
 */
export interface ContextDefault {
  byModel?: Partial<Record<ContentModel, string>>
  topLevel?: string
  nested?: string
}

/** A block inside another block (Container, Box, CustomizableContainer, Text & Image's children): its data path has
 * more than one row index (layout.0.content.1.marginBottom). */
export function isNestedPath(path: readonly (number | string)[]): boolean {
  return path.filter((segment) => /^\d+$/.test(String(segment))).length > 1
}

export function contextDefaultValue(
  rule: ContextDefault,
  where: { model: ContentModel | undefined; path: readonly (number | string)[] },
): string | undefined {
  if (rule.byModel) return where.model && rule.byModel[where.model]
  return isNestedPath(where.path) ? rule.nested : rule.topLevel
}
