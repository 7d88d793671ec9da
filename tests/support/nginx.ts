// Debian's nginx as the load balancer of the scale test (issue #23): loopback only, its files in a temp folder, run as
// www-data, stopped afterwards. Open-source nginx has no active health checks, so an instance is marked down by the
// requests that fail on it (max_fails/fail_timeout) and those requests are retried on the other (proxy_next_upstream).
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ensureDebianPackage, freePort, runAs, serviceDirectory, stopDaemon } from './services'

const binary = '/usr/sbin/nginx'
const user = 'www-data'

export interface TestNginx {
  url: string
  stop(): void
}

/** The load balancer's configuration: the upstream instances, their failure rules, and the forwarded headers. */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  return `
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 50m;
  upstream site {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=3s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

export async function startNginx(upstreams: number[]): Promise<TestNginx> {
  ensureDebianPackage(binary, ['nginx-light'])
  const dir = serviceDirectory('shop-nginx-', user)
  const port = await freePort()
  const config = path.join(dir, 'nginx.conf')
  writeFileSync(config, nginxConfig(dir, port, upstreams))
  runAs(user, binary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', config])
  let stopped = false
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      if (stopped) return
      stopped = true
      stopDaemon(path.join(dir, 'nginx.pid'), 'SIGQUIT')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
