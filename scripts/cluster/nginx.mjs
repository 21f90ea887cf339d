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
 */
export function nginxConfig({ dir, port, instances }) {
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
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 2s;
    # A request an instance never read (a connection it closed while stopping) goes to the next
    # one, POST included: a stopping instance answers every request it has read, so only unread
    # ones fail here (docs/decisions/0046-several-instances-behind-nginx-shutdown-health-readiness.md). Never more than one retry.
    proxy_next_upstream error timeout non_idempotent;
    proxy_next_upstream_tries 2;
    proxy_read_timeout 120s;
    location /socket.io/ {
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_pass http://$socket_backend;
    }
    location / {
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
