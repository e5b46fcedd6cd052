#!/usr/bin/env node
/**
 * Writes `<prefix>/nginx.conf` from deploy/nginx.conf.template, and the folders nginx keeps its
 * temporary files and micro-cache in, so that nginx runs from that prefix as any user:
 *
 *   node deploy/render-nginx.mjs --prefix /srv/vivasalud/nginx \
 *     --portal 10.0.0.11:3000,10.0.0.12:3000 --campaigns 10.0.0.13:3001 \
 *     --portal-listen 80 --campaigns-listen 8081
 *   nginx -p /srv/vivasalud/nginx -c /srv/vivasalud/nginx/nginx.conf
 *
 * Every option has a default for one machine (the scale suite's: e2e/scale). Plain Node, no
 * dependencies: it also runs where only nginx and Node are installed.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** The configuration text for `options` (exported for the scale suite and its test). */
export function renderNginx({
  prefix,
  portal = ['127.0.0.1:3000'],
  campaigns = ['127.0.0.1:3001'],
  portalListen = '8080',
  campaignsListen = '8081',
  portalName = '_',
  campaignsName = '_',
  microCacheSeconds = 3,
  failTimeoutSeconds = 5,
  brotli = existsSync(BROTLI_MODULE),
}) {
  const template = readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8');
  const servers = (list) =>
    list
      .map((address) => `server ${address} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`)
      .join('\n    ');
  const values = {
    PREFIX: prefix,
    LOAD_BROTLI: brotli ? `load_module ${BROTLI_MODULE};` : '# (no brotli module here: gzip only)',
    BROTLI: brotli
      ? 'brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 1024;\n  brotli_types text/css application/javascript application/json image/svg+xml text/plain text/xml;'
      : '',
    PORTAL_SERVERS: servers(portal),
    CAMPAIGNS_SERVERS: servers(campaigns),
    PORTAL_LISTEN: portalListen,
    CAMPAIGNS_LISTEN: campaignsListen,
    PORTAL_NAME: portalName,
    CAMPAIGNS_NAME: campaignsName,
    MICRO_CACHE_SECONDS: String(microCacheSeconds),
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for ${match}`);
    return values[name];
  });
}

/** Renders into `prefix` and makes the folders nginx writes to. Returns the config's path. */
export function writeNginx(options) {
  const prefix = resolve(options.prefix);
  for (const folder of [
    'conf.d',
    'cache',
    'client_body',
    'proxy_temp',
    'fastcgi_temp',
    'uwsgi_temp',
    'scgi_temp',
    'logs',
  ]) {
    mkdirSync(resolve(prefix, folder), { recursive: true });
  }
  const path = resolve(prefix, 'nginx.conf');
  writeFileSync(path, renderNginx({ ...options, prefix }));
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      prefix: { type: 'string' },
      portal: { type: 'string' },
      campaigns: { type: 'string' },
      'portal-listen': { type: 'string' },
      'campaigns-listen': { type: 'string' },
      'portal-name': { type: 'string' },
      'campaigns-name': { type: 'string' },
      'micro-cache': { type: 'string' },
    },
  });
  if (!values.prefix) {
    console.error(
      'usage: render-nginx.mjs --prefix DIR [--portal host:port,…] [--campaigns host:port,…] …',
    );
    process.exit(2);
  }
  const list = (value) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const path = writeNginx({
    prefix: values.prefix,
    portal: list(values.portal),
    campaigns: list(values.campaigns),
    portalListen: values['portal-listen'],
    campaignsListen: values['campaigns-listen'],
    portalName: values['portal-name'],
    campaignsName: values['campaigns-name'],
    microCacheSeconds: values['micro-cache'] ? Number(values['micro-cache']) : undefined,
  });
  console.log(`nginx -p ${resolve(values.prefix)} -c ${path}`);
}
