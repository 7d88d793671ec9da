// `npm run build:site`: the production build once, for instances started with SKIP_BUILD=1 to share (issue #23).
import { prepareEnvironment } from './lib/environment'
import { prepareBuild } from './lib/build'

Object.assign(process.env, { NODE_ENV: 'production' })
prepareEnvironment()
process.exit((await prepareBuild(process.env.NEXT_DIST_DIR || '.next')) ? 0 : 1)
