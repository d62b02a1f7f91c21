#!/usr/bin/env bash
# sqlmap and wapiti against a local instance (issue 13, docs/security.md). Needs Debian's
# sqlmap and wapiti (apt-get install sqlmap wapiti) and a built portal (npm run build).
# Usage: scripts/security-scan.sh [postgres://... to scan on PostgreSQL instead of SQLite]
# Reports go to $OUT (default /tmp/portal-security-scan); the summary is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-/tmp/portal-security-scan}
PORT=${PORT:-3400}
BASE="http://127.0.0.1:$PORT"
rm -rf "$OUT" && mkdir -p "$OUT"

if [ -n "${1:-}" ]; then where=(DATABASE_URL="$1"); else where=(DATA_DIR="$OUT/data"); fi
# The rate limits (decision 0031) are off: with them a scanner's payloads meet 429s after the
# first minute's 1,200, and "not injectable" would mean nothing. The limits have their own tests.
env "${where[@]}" PORT="$PORT" LOG_LEVEL=warn RATE_LIMIT_SESSION_PER_MINUTE=0 RATE_LIMIT_ADDRESS_PER_MINUTE=0 OPERATIONS_KEY=scan-operations-key node apps/server/dist/main.js >"$OUT/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 60); do curl -sf "$BASE/" >/dev/null && break; sleep 0.5; done

json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(eval("JSON.parse(s)."+process.argv[1])))' "$1"; }
TOKEN=$(curl -s -XPOST "$BASE/portal/login" -H 'content-type: application/json' -d '{"username":"booker","password":"Portal#2026"}' | json user.token)
AUTH="Authorization: Bearer $TOKEN"
CON=$(curl -s "$BASE/portal/consignments" -H "$AUTH" | json 'consignments[0].conNumber')
TRACKING=$(curl -s "$BASE/portal/consignment?conNumber=$CON" -H "$AUTH" | json trackingID)

sqlmap_run() {
  local name=$1; shift
  echo "sqlmap: $name"
  sqlmap --batch --flush-session --level=3 --risk=2 --threads=1 --output-dir="$OUT/sqlmap" --disable-coloring "$@" >"$OUT/sqlmap-${name// /-}.txt" 2>&1 || true
  grep -E "is vulnerable|identified the following|do not appear to be injectable|HTTP error codes" -A1 "$OUT/sqlmap-${name// /-}.txt" | sed 's/^/  /' | cut -c1-160
}
sqlmap_run "login" -u "$BASE/portal/login" --data '{"username":"booker","password":"x"}' -H 'Content-Type: application/json'
sqlmap_run "consignments search" -u "$BASE/portal/consignments?search=Rocklea" -H "$AUTH" -p search
sqlmap_run "consignment" -u "$BASE/portal/consignment?conNumber=$CON" -H "$AUTH" -p conNumber
sqlmap_run "quotes search" -u "$BASE/portal/quotes?search=abc" -H "$AUTH" -p search
sqlmap_run "pickups search" -u "$BASE/portal/pickups/list?search=abc" -H "$AUTH" -p search
sqlmap_run "dg description" -u "$BASE/portal/dg/description?class=3&code=1203" -H "$AUTH"
sqlmap_run "track" -u "$BASE/api/track?psTrackingID=$TRACKING" -p psTrackingID
sqlmap_run "validate connote" -u "$BASE/portal/directdropfreight/validate?conNumber=FP100000017" -H "$AUTH"

echo "wapiti"
starts=()
for path in "portal/consignments?search=Rocklea" "portal/consignment?conNumber=$CON" "portal/quotes?search=abc" \
  "portal/dg/description?class=3&code=1203" "api/track?psTrackingID=$TRACKING" \
  "portal/directdropfreight/validate?conNumber=FP100000017" "portal/pickups/list?search=x" "portal/documents/list?conNumber=$CON"; do
  starts+=(-s "$BASE/$path")
done
wapiti -u "$BASE/" --scope domain -H "$AUTH" --flush-session --max-scan-time 600 -f txt -o "$OUT/wapiti.txt" \
  -m "backup,blindsql,crlf,csp,exec,file,htaccess,http_headers,methods,permanentxss,redirect,sql,ssrf,xss" "${starts[@]}" >"$OUT/wapiti.log" 2>&1 || true
sed -n '/Summary of vulnerabilities/,/^\*\*\*/p;/Summary of anomalies/,/^\*\*\*/p' "$OUT/wapiti.txt" | grep -v ':   0' | sed 's/^ */  /'
grep -A1 '^Checking' "$OUT/wapiti.log" | grep -v '^--' | paste - - | sed 's/^/  /'
echo "server errors logged: $(grep -c '"level":50' "$OUT/server.log" || true)"
