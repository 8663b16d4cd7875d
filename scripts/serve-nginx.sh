#!/usr/bin/env bash
# Serves the current public/ build with Debian's nginx and the production configuration
# (deploy/nginx/site.conf) on 127.0.0.1:${PORT:-8080}, in the foreground. Logs, pid and
# temp files go to a temporary prefix, removed on exit; runs as root or not.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$PWD"
PORT="${PORT:-8080}"
NGINX="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
MODULES="${MODULES:-/usr/lib/nginx/modules}"
# Debian's libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static.
BROTLI_MODULE="${BROTLI_MODULE:-$MODULES/ngx_http_brotli_filter_module.so}"
BROTLI_STATIC_MODULE="${BROTLI_STATIC_MODULE:-$MODULES/ngx_http_brotli_static_module.so}"
MIME_TYPES="${MIME_TYPES:-/etc/nginx/mime.types}"

[ -x "$NGINX" ] || { echo "nginx not found: apt-get install -y nginx" >&2; exit 1; }
[ -f public/index.html ] || { echo "public/ has no build: npm run build first" >&2; exit 1; }
# The build writes the headers next to public/ (gatsby-node.ts onPostBuild).
# Its CSP hashes hold for that build only: refuse a public/ built after them.
GENERATED_MAP=deploy/nginx/generated/page-maps.conf
if [ ! -f "$GENERATED_MAP" ] || [ public/index.html -nt "$GENERATED_MAP" ]; then
  echo "$GENERATED_MAP is missing or older than public/: npm run build" >&2
  exit 1
fi

PREFIX="$(mktemp -d "${TMPDIR:-/tmp}/pure-oasis-nginx.XXXXXX")"
cleanup() { rm -rf "$PREFIX"; }
trap cleanup EXIT

LOAD_BROTLI=""
BROTLI=""
if [ -f "$BROTLI_MODULE" ]; then
  LOAD_BROTLI="load_module $BROTLI_MODULE;"
  # Brotli compresses the same types as gzip: site.conf's gzip_types (it spans lines).
  TYPES="$(sed -n '/^[[:space:]]*gzip_types/,/;/p' deploy/nginx/site.conf | tr -s ' \n' ' ' | sed -e 's/.*gzip_types //' -e 's/;.*//')"
  [ -n "$TYPES" ] || { echo "deploy/nginx/site.conf has no gzip_types" >&2; exit 1; }
  BROTLI="brotli on; brotli_comp_level 5; brotli_min_length 256; brotli_types $TYPES;"
fi
if [ -f "$BROTLI_STATIC_MODULE" ]; then
  LOAD_BROTLI="$LOAD_BROTLI load_module $BROTLI_STATIC_MODULE;"
  BROTLI="$BROTLI brotli_static on;"
fi
USER_LINE=""
# As root, nginx would switch its workers to "nobody", which may not read the checkout.
if [ "$(id -u)" = 0 ]; then USER_LINE="user root;"; fi

# TLS_DIR (npm run bench -- --https): HTTPS with HTTP/2, as a production host serves the site,
# with the certificate and key in that folder (cert.pem, key.pem; self-signed will do on loopback).
LISTEN="127.0.0.1:$PORT"
if [ -n "${TLS_DIR:-}" ]; then
  LISTEN="$LISTEN ssl http2; ssl_certificate $TLS_DIR/cert.pem; ssl_certificate_key $TLS_DIR/key.pem"
fi

sed -e "s#@LISTEN@#$LISTEN#" -e "s#@ROOT@#$REPO/public#" \
  -e "s#@GENERATED@#$REPO/deploy/nginx/generated#" -e "s#@BROTLI@#$BROTLI#" \
  deploy/nginx/site.conf >"$PREFIX/site.conf"

cat >"$PREFIX/nginx.conf" <<CONF
$LOAD_BROTLI
$USER_LINE
daemon off;
worker_processes auto;
pid $PREFIX/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include $MIME_TYPES;
    default_type application/octet-stream;
    types { application/manifest+json webmanifest; }
    access_log off;
    sendfile on;
    client_body_temp_path $PREFIX/client_body;
    proxy_temp_path $PREFIX/proxy;
    fastcgi_temp_path $PREFIX/fastcgi;
    uwsgi_temp_path $PREFIX/uwsgi;
    scgi_temp_path $PREFIX/scgi;
    include $REPO/deploy/nginx/generated/page-maps.conf;
    include $PREFIX/site.conf;
}
CONF

"$NGINX" -p "$PREFIX" -c "$PREFIX/nginx.conf" -e stderr -t -q
echo "nginx: serving $REPO/public at http://127.0.0.1:$PORT/"
"$NGINX" -p "$PREFIX" -c "$PREFIX/nginx.conf" -e stderr &
NGINX_PID=$!
trap 'kill -TERM "$NGINX_PID" 2>/dev/null; wait "$NGINX_PID"; cleanup' INT TERM
wait "$NGINX_PID"
