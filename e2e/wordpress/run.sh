#!/usr/bin/env bash
# `npm run test:wordpress`: the embed in a real WordPress 6.1 (Debian's packages, MariaDB on a
# socket, php -S) against the real school server, checked in headless Chromium (check.mjs).
# Based on the recipe in ../shared/recipes/wordpress-e2e.sh. Installs what it needs when missing.
#   KEEP=1   keep the temporary folder (logs, screenshot) and print its path
#   SKIP_BUILD=1   use the plugin's assets as they are
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TMP=$(mktemp -d); W="$TMP/wp"; SOCK="$TMP/run/mysqld.sock"; t0=$(date +%s)
step(){ echo "[wordpress e2e $(( $(date +%s) - t0 ))s] $*"; }
free_port(){ node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
WP_PORT=${WP_PORT:-$(free_port)}; API_PORT=${API_PORT:-$(free_port)}
WP_URL="http://127.0.0.1:$WP_PORT"; API_URL="http://127.0.0.1:$API_PORT"

PHP_PGID=""; DB_PID=""; API_PGID=""
cleanup(){
  [ -n "$PHP_PGID" ] && kill -- -"$PHP_PGID" 2>/dev/null || true
  [ -n "$API_PGID" ] && kill -- -"$API_PGID" 2>/dev/null || true
  [ -n "$DB_PID" ] && { mariadb-admin --no-defaults -S "$SOCK" -uroot shutdown 2>/dev/null || kill "$DB_PID"; } 2>/dev/null || true
  if [ "${KEEP:-}" = 1 ]; then echo "kept: $TMP"; else rm -rf "$TMP"; fi
}
trap cleanup EXIT
fail(){ echo "$*" >&2; for f in "$TMP"/api.log "$TMP"/php-server.log "$TMP"/wp-debug.log; do [ -s "$f" ] && { echo "--- $f"; tail -20 "$f"; }; done >&2; exit 1; }

step "apt (only when something is missing)"
"$ROOT/scripts/debian-packages.sh" \
  mariadbd=mariadb-server \
  chromium-headless-shell=chromium-headless-shell,fonts-dejavu-core \
  php=php-cli,php-mysql,php-xml,php-mbstring \
  /usr/share/wordpress=wordpress,wordpress-theme-twentytwentythree

if [ "${SKIP_BUILD:-}" != 1 ]; then
  step "build the embed into the plugin"
  (cd "$ROOT" && npm run build --workspace wordpress-embed --silent >"$TMP/build.log" 2>&1) || { tail -30 "$TMP/build.log"; exit 1; }
fi
[ -f "$ROOT/hosts/wordpress-embed/plugin/school-widgets/assets/school-widgets.js" ] || fail "the plugin has no assets/school-widgets.js"

step "school server on $API_URL (fresh data, CORS_ORIGINS=$WP_URL)"
mkdir -p "$TMP/data" "$TMP/run"
# Always the embedded database: this test is about the embed, not the database driver.
(cd "$ROOT" && exec setsid env -u DATABASE_URL -u REDIS_URL PORT="$API_PORT" DATA_DIR="$TMP/data" \
  JWT_SECRET="$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')" LOG_LEVEL=warn \
  CORS_ORIGINS="$WP_URL" npx tsx server/src/main.ts >"$TMP/api.log" 2>&1) &
API_PGID=$!

step mariadb
mariadb-install-db --no-defaults --user=root --datadir="$TMP/db" --auth-root-authentication-method=normal --skip-test-db >"$TMP/install-db.log" 2>&1
mariadbd --no-defaults --user=root --datadir="$TMP/db" --socket="$SOCK" --skip-networking --log-error="$TMP/mysqld.err" &
DB_PID=$!
for _ in $(seq 100); do mariadb-admin --no-defaults -S "$SOCK" -uroot ping >/dev/null 2>&1 && break; sleep 0.1; done
mariadb --no-defaults -S "$SOCK" -uroot -e "CREATE DATABASE wordpress; CREATE USER wp@localhost IDENTIFIED BY 'wp'; GRANT ALL ON wordpress.* TO wp@localhost;"

step "wordpress + the plugin"
cp -rL /usr/share/wordpress "$W"; rm -rf "$W/wp-config.php" "$W/wp-content"
cp -rL /var/lib/wordpress/wp-content "$W/wp-content"
# The plugin folder exactly as editors would zip it.
cp -r "$ROOT/hosts/wordpress-embed/plugin/school-widgets" "$W/wp-content/plugins/school-widgets"
# A second copy of the bundle at another URL, as if a theme shipped it too (check.mjs loads it).
cp -r "$ROOT/hosts/wordpress-embed/plugin/school-widgets/assets" "$W/wp-content/second-copy"
cat >"$W/wp-config.php" <<PHP
<?php
define('DB_NAME','wordpress'); define('DB_USER','wp'); define('DB_PASSWORD','wp');
define('DB_HOST','localhost:$SOCK'); define('DB_CHARSET','utf8mb4'); define('DB_COLLATE','');
foreach (['AUTH_KEY','SECURE_AUTH_KEY','LOGGED_IN_KEY','NONCE_KEY','AUTH_SALT','SECURE_AUTH_SALT','LOGGED_IN_SALT','NONCE_SALT'] as \$k) define(\$k,'ci-only');
\$table_prefix='wp_';
define('WP_HOME','$WP_URL'); define('WP_SITEURL','$WP_URL');
define('WP_DEBUG',true); define('WP_DEBUG_LOG','$TMP/wp-debug.log'); define('WP_DEBUG_DISPLAY',false);
define('AUTOMATIC_UPDATER_DISABLED',true); define('DISABLE_WP_CRON',true); define('WP_HTTP_BLOCK_EXTERNAL',true);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__.'/');
require_once ABSPATH.'wp-settings.php';
PHP

(exec setsid env PHP_CLI_SERVER_WORKERS=4 php -S "127.0.0.1:$WP_PORT" -t "$W" >"$TMP/php-server.log" 2>&1) &
PHP_PGID=$!
for _ in $(seq 100); do curl -s -o /dev/null "$WP_URL/" && break; sleep 0.1; done

curl -sf -o "$TMP/install.html" -X POST "$WP_URL/wp-admin/install.php?step=2" \
  --data-urlencode weblog_title=CI --data-urlencode user_name=admin \
  --data-urlencode admin_password=admin-ci-pass --data-urlencode admin_password2=admin-ci-pass \
  --data-urlencode pw_weak=1 --data-urlencode admin_email=admin@example.invalid --data-urlencode blog_public=0
grep -q 'Success!' "$TMP/install.html" || fail "WordPress did not install"

step "activate the plugin, create the pages"
PAGES=$(WP_URL="$WP_URL" W="$W" php "$ROOT/e2e/wordpress/setup.php" 2>>"$TMP/setup.err") || { cat "$TMP/setup.err"; fail "setup.php failed"; }
WIDGETS_PAGE=$(echo "$PAGES" | sed -n 1p); PLAIN_PAGE=$(echo "$PAGES" | sed -n 2p); NEWS_PAGE=$(echo "$PAGES" | sed -n 3p)
echo "widgets page: $WIDGETS_PAGE"

step "wait for the school server"
for i in $(seq 240); do
  curl -sf -o /dev/null "$API_URL/api/public-data" && break
  kill -0 "$API_PGID" 2>/dev/null || fail "the school server exited"
  [ "$i" = 240 ] && fail "the school server did not answer within 120 s"
  sleep 0.5
done

step "chromium checks"
(cd "$ROOT" && WP_URL="$WP_URL" API_URL="$API_URL" WIDGETS_PAGE="$WIDGETS_PAGE" PLAIN_PAGE="$PLAIN_PAGE" NEWS_PAGE="$NEWS_PAGE" ARTIFACTS="$TMP" \
  node e2e/wordpress/check.mjs) || fail "checks failed"
# WordPress 6.1 itself logs PHP 8.2 deprecations; the plugin must log nothing.
if grep -q 'plugins/school-widgets' "$TMP/wp-debug.log" 2>/dev/null; then grep 'plugins/school-widgets' "$TMP/wp-debug.log"; fail "the plugin logged PHP notices"; fi
step done
