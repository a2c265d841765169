#!/usr/bin/env bash
# The Linux bundles as a user gets them: builds the .deb and .rpm, checks
# what they carry (the binary, the desktop entry that opens .pgn files, the
# icons, which must be the ones `npm run icons` makes from the one source
# image), then installs the .deb with apt into a fresh Debian root, starts the
# installed app there under Xvfb until its home screen is up (five launches:
# the median is the start-up time; a screenshot of the last), opens a .pgn
# with it, uninstalls the package and checks the player's games are still
# there.
#
#   scripts/package-test.sh              debug bundles (shares the test suite's build)
#   scripts/package-test.sh --release    the bundles a release ships (sizes, start-up)
#
# The fresh root needs root and Debian's package mirror; without them that
# part is skipped with a message and the bundle checks still run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
profile=debug
build=(--debug)
if [ "${1:-}" = "--release" ]; then profile=release; build=(); fi
target="$(realpath -m "${CARGO_TARGET_DIR:-target}")"
suite=bookworm
shots=docs/screenshots

fail() { echo "package-test: $*" >&2; exit 1; }

echo "== building the $profile bundles (deb, rpm)"
npx --no-install tauri build "${build[@]}" --bundles deb,rpm --ci
deb="$(ls -t "$target/$profile"/bundle/deb/*.deb | head -1)"
rpm="$(ls -t "$target/$profile"/bundle/rpm/*.rpm | head -1)"
echo "   $(basename "$deb"): $(du -k "$deb" | cut -f1) KiB; $(basename "$rpm"): $(du -k "$rpm" | cut -f1) KiB"

echo "== what the bundles carry"
check_files() { # $1 = name, then the listing on stdin
  local listing; listing="$(cat)"
  for f in usr/bin/maharajah usr/share/applications/Maharajah.desktop \
    usr/share/icons/hicolor/32x32/apps/maharajah.png usr/share/icons/hicolor/128x128/apps/maharajah.png \
    usr/share/icons/hicolor/512x512/apps/maharajah.png; do
    grep -q "$f\$" <<<"$listing" || fail "$1 lacks $f"
  done
}
check_desktop() { # $1 = name, the desktop entry on stdin
  local entry; entry="$(cat)"
  grep -qx 'Exec=maharajah %F' <<<"$entry" || fail "$1: the desktop entry does not pass files to the app"
  grep -q '^MimeType=.*application/vnd.chess-pgn;' <<<"$entry" || fail "$1: the desktop entry does not open .pgn files"
}
dpkg-deb -c "$deb" | check_files deb
dpkg-deb --fsys-tarfile "$deb" | tar -xO --wildcards '*usr/share/applications/Maharajah.desktop' | check_desktop deb
dpkg-deb -f "$deb" Depends | grep fonts-noto-core >/dev/null || fail "deb: no Devanagari font dependency"
rpm -qlp "$rpm" 2>/dev/null | check_files rpm
# (Debian 12's rpm2cpio exits 1 after a complete, correct payload: the checks below judge it.)
{ rpm2cpio "$rpm" || true; } | cpio -i --quiet --to-stdout ./usr/share/applications/Maharajah.desktop | check_desktop rpm
rpm -qp --requires "$rpm" 2>/dev/null | grep google-noto-sans-devanagari-fonts >/dev/null || fail "rpm: no Devanagari font dependency"

echo "== icons made from the one source image (icons/app-icon.png)"
icons="$(mktemp -d)"
npx --no-install tauri icon icons/app-icon.png -o "$icons" >/dev/null
for f in src-tauri/icons/*.png src-tauri/icons/icon.ico; do
  cmp -s "$f" "$icons/$(basename "$f")" || fail "$f is not what 'npm run icons' makes from icons/app-icon.png"
done
rm -rf "$icons"
echo "   bundles and icons: ok"

if [ "$(id -u)" -ne 0 ] || ! command -v mmdebstrap >/dev/null; then
  echo "== SKIPPED: installing the .deb into a fresh Debian root needs root and mmdebstrap (scripts/install-deps.sh)"
  exit 0
fi
if ! timeout 20 bash -c 'exec 3<>/dev/tcp/deb.debian.org/80' 2>/dev/null; then
  echo "== SKIPPED: installing the .deb into a fresh Debian root needs Debian's package mirror (deb.debian.org), which does not answer"
  exit 0
fi

echo "== a fresh Debian root ($suite) with the .deb installed by apt"
root="$(mktemp -d /tmp/maharajah-root.XXXXXX)"
xvfb=""
in_root() { # the processes running inside the fresh root
  local p
  for p in /proc/[0-9]*; do [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ] && echo "${p#/proc/}"; done
  return 0
}
cleanup() {
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  in_root | xargs -r kill -KILL 2>/dev/null || true
  for m in tmp/.X11-unix dev sys proc; do umount -lR "$root/$m" 2>/dev/null || true; done
  rm -rf --one-file-system "$root"
}
trap cleanup EXIT
mmdebstrap --quiet --variant=apt --include=sqlite3 \
  --customize-hook="copy-in $deb /tmp" \
  --customize-hook="chroot \"\$1\" apt-get install -y -qq --no-install-recommends /tmp/$(basename "$deb") >/dev/null" \
  --customize-hook='chroot "$1" useradd --create-home player' \
  "$suite" "$root" http://deb.debian.org/debian
[ -x "$root/usr/bin/maharajah" ] || fail "the installed package has no /usr/bin/maharajah"
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --rbind /dev "$root/dev"
# One X server for the root's app, on this machine's side; its socket folder is shared.
mkdir -p /tmp/.X11-unix "$root/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
dfile="$root/tmp/display"
Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp 3>"$dfile" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 1 100); do [ -s "$dfile" ] && break; sleep 0.1; done
display="$(tr -d '[:space:]' <"$dfile")"
[ -n "$display" ] || fail "Xvfb did not start"
export DISPLAY=":$display"

as_player() { # runs a command in the root as the player, with the session's display
  chroot --userspec=player:player "$root" env -i HOME=/home/player USER=player LANG=C.UTF-8 \
    DISPLAY="$DISPLAY" XDG_RUNTIME_DIR=/tmp/player-runtime PATH=/usr/bin:/bin "$@"
}
mkdir -p "$root/tmp/player-runtime" && chroot "$root" chown player: /tmp/player-runtime && chmod 700 "$root/tmp/player-runtime"

launch() { # $1 = probe mode, then arguments; sets $ms (launch to ready) and $pid
  local mode="$1"; shift
  local out; out="$(mktemp -p "$root/tmp")"
  local t0; t0=$(date +%s%3N)
  as_player env MAHARAJAH_STARTUP_PROBE="$mode" /usr/bin/maharajah "$@" >"$out" 2>&1 &
  pid=$!
  ms=""
  for _ in $(seq 1 1500); do
    if grep -q maharajah-ready "$out"; then
      ms=$(( $(grep -m1 maharajah-ready "$out" | cut -d' ' -f2) - t0 ))
      return
    fi
    kill -0 "$pid" 2>/dev/null || { cat "$out" >&2; fail "the installed app exited before its home screen"; }
    sleep 0.02
  done
  cat "$out" >&2
  fail "the installed app showed no home screen within 30 s"
}
stop() { in_root | xargs -r kill -TERM 2>/dev/null || true; wait "$pid" 2>/dev/null || true; sleep 0.3; }

echo "== the installed app's home screen, five launches (ms from start to a usable home screen)"
times=()
for i in 1 2 3 4 5; do
  launch home
  times+=("$ms")
  echo "   launch $i: $ms ms"
  if [ "$i" = 5 ]; then
    mkdir -p "$shots"
    sleep 1
    import -display "$DISPLAY" -window root "$shots/installed-home.png"
    echo "   screenshot: $shots/installed-home.png"
  fi
  stop
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
echo "   median: $median ms ($profile build)"

echo "== a .pgn opened with the installed app is saved among the player's games"
cat >"$root/home/player/game.pgn" <<'PGN'
[Event "Installed"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
PGN
chroot "$root" chown player: /home/player/game.pgn
db="$root/home/player/.local/share/org.maharajah.app/maharajah.db"
games() { chroot "$root" sqlite3 -readonly /home/player/.local/share/org.maharajah.app/maharajah.db 'SELECT count(*) FROM games' 2>/dev/null || echo 0; }
launch home /home/player/game.pgn
for _ in $(seq 1 100); do [ "$(games)" = 1 ] && break; sleep 0.1; done
stop
[ "$(games)" = 1 ] || fail "the opened .pgn was not saved (games: $(games))"

echo "== uninstalling (purge) leaves the player's games"
chroot "$root" apt-get purge -y -q maharajah >/dev/null
[ ! -e "$root/usr/bin/maharajah" ] || fail "purge left /usr/bin/maharajah"
[ -f "$db" ] || fail "purging the package removed the player's games"
[ "$(games)" = 1 ] || fail "the player's game is gone after purging the package"
echo "== package test passed: bundles, install, home screen (median $median ms), .pgn, uninstall"
