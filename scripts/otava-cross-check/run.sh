#!/bin/sh
# Regenerates test/fixtures/change-points/vectors.json: the vectors and our results
# (generate.ts), then Apache Otava's results and the agreement (run_otava.py). README.md here.
#   sh scripts/otava-cross-check/run.sh            (OTAVA_GIT=/path/to/otava/.git to point elsewhere)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
npx tsx scripts/otava-cross-check/generate.ts
python3 scripts/otava-cross-check/run_otava.py "$@"
