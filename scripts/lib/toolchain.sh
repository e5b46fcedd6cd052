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

# Debian's Chromium drives the end-to-end tests (Playwright's own download cannot reach its host).
ensure_chromium() {
  local chromium="${PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH:-${CHROME_PATH:-/usr/bin/chromium}}"
  if [ -x "$chromium" ]; then export PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH="$chromium"; return; fi
  echo "› Chromium is missing: installing Debian's chromium"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if ! command -v apt-get >/dev/null; then
    echo "No apt-get here: install Chromium and set CHROME_PATH to its binary." >&2
    exit 1
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  export PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH=/usr/bin/chromium
}

# No telemetry from the build tools (and no calls to hosts these machines cannot reach).
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
