#!/bin/sh
# Run inside an image build: adds the PEM certificates given as text in $1 (the EXTRA_CA_CERTS
# build argument; empty: nothing to do) to Debian's local CA directory and updates the trust
# stores, the system bundle (curl, apt, pip with PIP_CERT) and, when the ca-certificates-java
# hook is installed, Java's cacerts (Maven). For builds behind an intercepting HTTPS proxy:
#   SERBENCH_EXTRA_CA_CERTS="$(cat /usr/local/share/ca-certificates/*.crt)" docker compose build
set -eu
[ -n "${1:-}" ] || exit 0
dir=/usr/local/share/ca-certificates/serbench-extra
mkdir -p "$dir"
# One certificate per file: the Java keystore hook imports only the first one of a file.
printf '%s\n' "$1" | awk -v dir="$dir" '
  /-----BEGIN CERTIFICATE-----/ { n++; file = sprintf("%s/extra-%02d.crt", dir, n) }
  file != "" { print > file }
  /-----END CERTIFICATE-----/ { close(file); file = "" }'
count=$(find "$dir" -name '*.crt' | wc -l)
if [ "$count" -eq 0 ]; then
  echo "EXTRA_CA_CERTS is set but holds no PEM certificate (-----BEGIN CERTIFICATE----- ... -----END CERTIFICATE-----)" >&2
  exit 1
fi
update-ca-certificates >/dev/null
echo "added $count CA certificate(s) from EXTRA_CA_CERTS"
