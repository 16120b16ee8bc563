# Runs suites side by side in lanes, for `npm test` (scripts/test.sh) and `.ci/run` (sourced by both).
# A lane is a list of steps run in order; lanes run at the same time. Each line a lane prints is
# streamed with the lane's name before it and kept in its log; when every lane has ended, a lane that
# failed has its log shown whole, and the run fails. Every step's time is printed in a table.

LANES_DIR=$(mktemp -d "${TMPDIR:-/tmp}/lotwise-lanes.XXXXXX")
LANE_PIDS=()
LANE_NAMES=()

# lane NAME 'STEP NAME' 'COMMAND' ['STEP NAME' 'COMMAND' ...]: starts a lane in the background.
lane() {
  local name=$1
  shift
  LANE_NAMES+=("$name")
  (
    set -o pipefail
    while [ $# -gt 0 ]; do
      local step=$1 command=$2 started=$SECONDS
      shift 2
      echo "== $step"
      if ! bash -c "$command" 2>&1; then
        echo "$name|$step|$((SECONDS - started))|failed" >>"$LANES_DIR/times"
        exit 1
      fi
      echo "$name|$step|$((SECONDS - started))|ok" >>"$LANES_DIR/times"
    done
  ) > >(tee "$LANES_DIR/$name.log" | sed -u "s/^/[$name] /") &
  LANE_PIDS+=($!)
}

# wait_lanes: waits for every lane started so far; prints the step times; shows a failed lane's log.
wait_lanes() {
  local failed=() index
  for index in "${!LANE_PIDS[@]}"; do
    wait "${LANE_PIDS[$index]}" || failed+=("${LANE_NAMES[$index]}")
  done
  # Let the last streamed lines through before the table.
  sleep 0.2
  echo "== step times"
  awk -F'|' '{ printf "  %-10s %-44s %4d min %2d s  %s\n", $1, $2, $3 / 60, $3 % 60, $4 }' "$LANES_DIR/times" 2>/dev/null
  local name
  for name in "${failed[@]}"; do
    echo "== lane '$name' failed; its whole output:"
    cat "$LANES_DIR/$name.log"
  done
  LANE_PIDS=()
  LANE_NAMES=()
  : >"$LANES_DIR/times"
  [ ${#failed[@]} -eq 0 ]
}
