# Shared by scripts/up and scripts/test: make sure the toolchain the repo pins is here.
# Needs only Node (any version ≥ 18) and npm; Node 24 itself comes from the npm registry as a
# root devDependency, and pnpm puts it first on PATH for every script.

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"

ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then return; fi
  echo "› pnpm $PNPM_VERSION is missing: installing it with npm"
  # corepack cannot fetch pnpm here (the registry serves no signatures), so npm installs it.
  if ! npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    # No rights on the global prefix: keep a copy inside the repo instead (git-ignored).
    npm install --silent --no-save --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
  hash -r
  [ "$(pnpm --version)" = "$PNPM_VERSION" ] || { echo "could not install pnpm $PNPM_VERSION" >&2; exit 1; }
}

install_dependencies() {
  echo "› pnpm install"
  pnpm install --frozen-lockfile
}

# Debian's packages the tests run, installed in one `apt-get` when missing:
# - Chromium (Playwright's own download cannot reach its host): `chromium` for the Storybook tests
#   and screenshots (their baselines were drawn by it), and `chromium-headless-shell`, the same
#   Blink without the full browser's GPU and UI processes, for the end-to-end suite
#   (e2e/playwright.config.ts), which it runs with ~40 % less CPU (measured in e2e/README.md);
# - `postgresql`, for the service's second pass on a real server (scripts/lib/postgres.sh);
# - `redis-server` and `nginx` (with Debian's brotli module), for the shared page cache's tests
#   and the scale suite (issue #34: packages/auth, e2e/scale).
ensure_test_packages() {
  local chromium="${PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH:-${CHROME_PATH:-/usr/bin/chromium}}"
  local missing=()
  [ -x "$chromium" ] || missing+=(chromium)
  [ -n "${E2E_CHROMIUM_EXECUTABLE_PATH-}" ] || [ -x /usr/bin/chromium-headless-shell ] ||
    missing+=(chromium-headless-shell)
  ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
  command -v redis-server >/dev/null || missing+=(redis-server)
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || missing+=(nginx)
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] ||
    missing+=(libnginx-mod-http-brotli-filter)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "› Missing: ${missing[*]}: installing Debian's packages"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    if ! command -v apt-get >/dev/null; then
      echo "No apt-get here: install ${missing[*]} (or set CHROME_PATH to Chromium's binary)." >&2
      exit 1
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
    [ -x "$chromium" ] || chromium=/usr/bin/chromium
  fi
  export PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH="$chromium"
}

# No telemetry from the build tools (and no calls to hosts these machines cannot reach).
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
