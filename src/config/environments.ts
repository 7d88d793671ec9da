// §9 "Timing and environment": production, with separate dev and staging configurations. Free of Node and zod, so
// the browser's error reporting reads the same list.
// Relative: next.config.ts imports this file, and Next transpiles the config without the path aliases.
import { isOneOf } from '../lib/strings'

export const appEnvironments = ['production', 'staging', 'dev'] as const
export type AppEnvironment = (typeof appEnvironments)[number]

/** §9: production is the main configuration, and what an unset APP_ENV means. */
export const defaultAppEnvironment: AppEnvironment = 'production'

export const isAppEnvironment = (value: unknown): value is AppEnvironment => isOneOf(appEnvironments, value)
