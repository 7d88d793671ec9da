// Issue #31: nothing the Payload config imports (its collections, the blocks' schema half) imports the config back.
// Such a circle made the blocks, the data API and the config one 25-file knot whose load order decided what worked.
// `import()` counts too (a bundler follows it, and the old registry's renderers reached the data API, which imports the
// config, that way); type-only imports, erased from the build, do not.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const configFile = path.join(root, 'src/cms/payload.config.ts')
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
)

/** The project files a module imports for its value (`import`, `export … from`, `import()`), resolved as tsc does. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const specifiers: ts.Expression[] = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.every((element) => element.isTypeOnly)
          : false)
      return typeOnly ? [] : [statement.moduleSpecifier]
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [statement.moduleSpecifier]
    return []
  })
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument)
    }
    node.forEachChild(visit)
  }
  visit(source)
  return specifiers.flatMap((specifier) => {
    const name = (specifier as ts.StringLiteral).text
    const resolved = ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName
    return resolved && !resolved.includes('/node_modules/') && resolved.startsWith(root) ? [resolved] : []
  })
}

/** A path of imports from the config back to it, if there is one. */
function circleThroughConfig(): string[] | undefined {
  const seen = new Set<string>()
  const walk = (file: string, trail: string[]): string[] | undefined => {
    for (const next of valueImports(file)) {
      if (next === configFile) return [...trail, next]
      if (seen.has(next)) continue
      seen.add(next)
      const found = walk(next, [...trail, next])
      if (found) return found
    }
    return undefined
  }
  return walk(configFile, [configFile])
}

describe('the Payload config', () => {
  it('is never imported back by what it imports', () => {
    const circle = circleThroughConfig()?.map((file) => path.relative(root, file))
    expect(circle).toBeUndefined()
  })
})
