#!/usr/bin/env bash
# Two LAN peers as two laptops: two network namespaces joined by a veth
# pair, one peer of crates/lan in each (crates/lan/examples/peer.rs). The
# guest finds the host over mDNS on its side of the link, joins, and both
# finish a short game. The namespaces are removed on exit.
#
# Needs root and `ip netns`; otherwise it says it was skipped and exits 0.
# Bounded in time: each peer runs under `timeout`.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() { echo "skipped: needs root / ip netns ($1)"; exit 0; }
[[ $(id -u) -eq 0 ]] || skip "not root"
command -v ip >/dev/null || skip "no ip command"

tag="$$"
ns_a="mhj-lan-a-$tag"
ns_b="mhj-lan-b-$tag"
veth_a="mla$tag"
veth_b="mlb$tag"
veth_a="${veth_a:0:15}"
veth_b="${veth_b:0:15}"

cleanup() {
    ip netns del "$ns_a" 2>/dev/null || true
    ip netns del "$ns_b" 2>/dev/null || true
}
trap cleanup EXIT

ip netns add "$ns_a" 2>/dev/null || skip "cannot create a network namespace"
ip netns add "$ns_b" 2>/dev/null || skip "cannot create a network namespace"
ip link add "$veth_a" type veth peer name "$veth_b" 2>/dev/null || skip "cannot create a veth pair"
ip link set "$veth_a" netns "$ns_a"
ip link set "$veth_b" netns "$ns_b"
# Addresses that exist only inside the two namespaces.
ip -n "$ns_a" addr add 10.77.29.1/24 dev "$veth_a"
ip -n "$ns_b" addr add 10.77.29.2/24 dev "$veth_b"
for pair in "$ns_a:$veth_a" "$ns_b:$veth_b"; do
    ns="${pair%%:*}"
    dev="${pair##*:}"
    ip -n "$ns" link set lo up
    ip -n "$ns" link set "$dev" multicast on
    ip -n "$ns" link set "$dev" up
    ip -n "$ns" route add 224.0.0.0/4 dev "$dev"
done

echo "building the peer…"
nice -n 5 cargo build --quiet -p maharajah-lan --example peer
target="${CARGO_TARGET_DIR:-target}"
peer="$target/debug/examples/peer"

log_a="$(mktemp)"
log_b="$(mktemp)"
ip netns exec "$ns_a" timeout 40 "$peer" host Alice "$veth_a" >"$log_a" 2>&1 &
host_pid=$!
ip netns exec "$ns_b" timeout 40 "$peer" guest Bob "$veth_b" >"$log_b" 2>&1 &
guest_pid=$!
status=0
wait "$host_pid" || status=1
wait "$guest_pid" || status=1
echo "--- host (namespace $ns_a)"
cat "$log_a"
echo "--- guest (namespace $ns_b)"
cat "$log_b"
rm -f "$log_a" "$log_b"
if [[ $status -eq 0 ]]; then
    echo "lan-netns: 1 passed, 0 failed"
else
    echo "lan-netns: 0 passed, 1 failed"
fi
exit $status
