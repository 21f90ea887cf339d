// Debian's nginx in front of the instances of `npm run cluster` (and of the cluster test): its own
// config, pid, logs and temp paths in a directory of the run, so runs never share anything.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * - `/` round-robin over the instances; a refused or dropped connection (an instance stopping) is
 *   passed to the next one, once (see proxy_next_upstream below).
 * - `/socket.io/`: an engine.io session id starts with its instance's tag (`i2.…`, set by
 *   INSTANCE_TAG, modules/communication/live/hub.ts), so every polling request and the WebSocket
 *   upgrade of a session reach the instance that holds it; a new session is round-robin.
 * - nginx's `$request_id` goes to the instance as X-Request-Id (in its log lines).
 * - The client's address is set here, never taken from the client: X-Forwarded-For is nginx's
 *   `$remote_addr` alone (what a client sent in it is overwritten, not appended to), and the
 *   instances trust that one hop only (TRUST_PROXY=127.0.0.1, server/src/config.ts), so the rate
 *   limits count each client once and a forged header changes nothing (issue 36).
 * - The headers are set in each location: nginx inherits `proxy_set_header` from the level above
 *   only when a level sets none of its own, and each location sets its own (Upgrade, Connection).
 */
export function nginxConfig({ dir, port, instances }) {
  // The same lines in every location (see above): the client's address, scheme, host and request id.
  const forwarded = [
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host "";',
    'proxy_set_header Forwarded "";',
    'proxy_set_header X-Request-Id $request_id;',
  ]
    .map((l) => `      ${l}`)
    .join('\n');
  const servers = instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s;`).join('\n');
  const single = instances.map((i) => `  upstream ${i.tag} { server 127.0.0.1:${i.port}; }`).join('\n');
  const sticky = instances.map((i) => `    ~^${i.tag}\\. ${i.tag};`).join('\n');
  const t = (name) => path.join(dir, name);
  return `worker_processes 1;
pid ${t('nginx.pid')};
error_log ${t('error.log')} warn;
daemon off;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${t('client_body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
  client_max_body_size 64m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  map $arg_sid $socket_backend {
${sticky}
    default school;
  }
  upstream school {
${servers}
  }
${single}
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_connect_timeout 2s;
    # A connection an instance refused or closed before nginx sent the request (an instance
    # stopping or dead) goes to the next one, once. A request already sent is never sent again
    # unless it is idempotent (no \`non_idempotent\`): a POST an instance may have saved before it
    # died is answered 502, and the client retries it with its Idempotency-Key (issue 36,
    # docs/decisions/0173-idempotency-keys-and-draining.md).
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    proxy_read_timeout 120s;
    location /socket.io/ {
${forwarded}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_pass http://$socket_backend;
    }
    location / {
${forwarded}
      proxy_set_header Connection "";
      proxy_pass http://school;
    }
  }
}
`;
}

/** Writes the config into `dir` and starts nginx in the foreground of a child process. */
export function startNginx({ dir, port, instances }) {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, instances }));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
