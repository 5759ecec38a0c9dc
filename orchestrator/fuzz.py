#!/usr/bin/env python3
"""Fuzz every framework service with hostile bodies (see serbench/fuzz.py for what is sent
and what counts as a pass). Writes results/fuzz-<time>.json; exits 1 on any violation.

  python orchestrator/fuzz.py [--frameworks a,b] [--bodies 500] [--seed N]
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serbench import venv  # noqa: E402  (standard library only: runs before the dependencies)

venv.ensure()

from serbench import environment, fuzz, registry, results  # noqa: E402
from serbench.launcher import Launcher, LaunchError, is_healthy  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="fuzz.py", description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--frameworks", metavar="A,B,C", help="comma-separated frameworks (default: all)")
    p.add_argument("--bodies", type=int, default=500, metavar="N",
                   help="hostile bodies per endpoint (three endpoints), plus two over the limit (default 500)")
    p.add_argument("--seed", type=int, default=1, help="seed of the generated bodies (default 1)")
    p.add_argument("--out", type=Path, default=environment.REPO_ROOT / "results", metavar="DIR")
    args = p.parse_args(argv)
    try:
        frameworks = registry.select(args.frameworks)
    except ValueError as error:
        p.error(str(error))
    if args.bodies < 1:
        p.error("--bodies must be at least 1")

    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    out = args.out / f"fuzz-{stamp}.json"
    launcher = Launcher(log_dir=args.out / f"fuzz-{stamp}" / "logs")
    run = {"startedAt": results.now(), "bodiesPerEndpoint": args.bodies, "seed": args.seed,
           "host": environment.host(), "gitCommit": environment.git_commit(), "frameworks": {}}
    failed = []
    try:
        for framework in frameworks:
            base_url = f"http://127.0.0.1:{framework.port}"
            if is_healthy(base_url):
                print(f"{framework.name}: a service is already running on {base_url}; stop it first, so that the "
                      f"fuzzer starts a fresh one with a {fuzz.FUZZ_BODY_LIMIT} byte body limit", file=sys.stderr)
                return 2
            try:
                service = launcher.start(framework, base_url, [f"--serbench.max-body-size={fuzz.FUZZ_BODY_LIMIT}B"])
            except LaunchError as error:
                run["frameworks"][framework.name] = {"framework": framework.name, "passed": False,
                                                     "launchError": str(error)}
                failed.append(framework.name)
                continue
            try:
                summary = fuzz.fuzz_service(framework, base_url, service.process.pid, args.bodies, args.seed,
                                            fuzz.FUZZ_BODY_LIMIT)
            finally:
                launcher.stop(service)
            run["frameworks"][framework.name] = summary
            fuzz.write(out, run)
            totals = summary["totals"]
            print(f"{framework.name:12} {summary['bodies']:5} bodies: {totals.get('rejected', 0)} rejected, "
                  f"{totals.get('decoded', 0)} decoded, {summary['violationCount']} violations, {summary['hangs']} "
                  f"hangs, {summary['deaths']} deaths, RSS max {(summary['rssMaxBytes'] or 0) / 2**20:.0f} MiB, "
                  f"correct after: {summary['correctAfter']}")
            for violation in summary["violations"][:5]:
                print(f"    {violation['endpoint']} {violation['category']} ({violation['bytes']} bytes): "
                      f"{violation['problem']}")
            if not summary["passed"]:
                failed.append(framework.name)
    finally:
        launcher.stop_all()
        run["endedAt"] = results.now()
        fuzz.write(out, run)
    print(f"wrote {out}")
    if failed:
        print(f"FAILED: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
