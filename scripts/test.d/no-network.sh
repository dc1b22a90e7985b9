#!/usr/bin/env bash
# No network (docs/development.md#rules-the-lint-enforces, issue 18): the desktop binary links no networking library and
# calls no socket API. The lint greps the sources; this checks what was actually linked:
#  - `readelf -d`: the binary's own NEEDED libraries (product code and the host) name nothing
#    networked (curl, OpenSSL/GnuTLS, nsl, resolv, asyncns, FoundationNetworking, ...);
#  - `ldd`: the whole closure, SDL's and Foundation's dependencies included, holds no library whose
#    job is a network protocol (curl, TLS, nghttp2, ssh, ldap, nsl, FoundationNetworking). Local
#    IPC that SDL's audio and display backends use (PulseAudio, D-Bus, X11/xcb, Wayland) is allowed;
#  - `nm -D --undefined-only`: the binary imports no socket or name-resolution function, so no code
#    compiled into it (all of ZahlenketteKit is) calls one.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
binary=$("$root/scripts/desktop-binary.sh" debug 2>/dev/null)
failures=0

needed=$(readelf -d "$binary" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p')
[ -n "$needed" ] || { echo "no-network: readelf found no NEEDED entries in $binary" >&2; exit 1; }
direct=$(echo "$needed" | grep -iE 'curl|ssl|crypto|gnutls|nss3|nsl|resolv|asyncns|FoundationNetworking|nghttp|ssh|ldap|websocket|grpc|zmq|avahi' || true)
if [ -n "$direct" ]; then
    echo "no-network: the binary links networking libraries directly: $direct" >&2
    failures=$((failures + 1))
fi

closure=$(ldd "$binary" | awk '{print $1}')
linked=$(echo "$closure" | grep -iE 'libcurl|libssl|libgnutls|libnss3|libnsl|FoundationNetworking|nghttp|libssh|libldap' || true)
if [ -n "$linked" ]; then
    echo "no-network: networking libraries in the linked closure: $linked" >&2
    failures=$((failures + 1))
fi

imports=$(nm -D --undefined-only "$binary" | awk '{print $NF}' | sed 's/@.*//' |
    grep -xE 'socket|socketpair|connect|bind|listen|accept4?|getaddrinfo|gethostbyname2?(_r)?|getnameinfo|sendto|recvfrom|sendmsg|recvmsg|res_n?query|inet_(pton|aton)' || true)
if [ -n "$imports" ]; then
    echo "no-network: the binary imports socket functions: $(echo $imports)" >&2
    failures=$((failures + 1))
fi

[ $failures -eq 0 ] || exit 1
echo "no-network: $(echo "$needed" | wc -l) direct and $(echo "$closure" | wc -l) linked libraries, no networking; no socket imports"
