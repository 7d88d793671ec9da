// §2 content models: editors compose 'page' and 'blog-article' entries from blocks.
export const contentModels = ['page', 'blog-article'] as const
export type ContentModel = (typeof contentModels)[number]

/** The modelType value blocks carry (§3 Heading/Text/Quote: blog|pages). */
export type ModelType = 'blog' | 'pages'
export function modelTypeOf(model: ContentModel): ModelType {
  return model === 'blog-article' ? 'blog' : 'pages'
}
