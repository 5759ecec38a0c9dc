"""python -m serbench.interop generate [FRAMEWORK...]: the Python code every interop module
needs, generated from proto/ (scripts/setup.sh runs it). Checking a running service against
its Python library is ``python -m serbench.check``: it sits above verification, which this
package must not import."""

from __future__ import annotations

import argparse
import sys

from serbench import registry
from serbench.interop import adapter, generated_dir


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m serbench.interop", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    generate = sub.add_parser("generate", help="generate the Python code every interop module needs (set-up does this)")
    generate.add_argument("frameworks", nargs="*", help="only these frameworks (default: every one)")
    check = sub.add_parser("check", help="moved: python -m serbench.check FRAMEWORK URL [--scenario LABEL]")
    check.add_argument("rest", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)

    if args.command == "check":
        parser.error("'check' moved: run python -m serbench.check " + " ".join(args.rest or ["FRAMEWORK", "URL"]))
    try:
        chosen = [registry.get(name) for name in args.frameworks] if args.frameworks else registry.FRAMEWORKS
    except KeyError as error:
        parser.error(error.args[0])
    for framework in chosen:
        if framework.jvm_only:
            continue
        module = adapter(framework.name)
        if hasattr(module, "generate"):
            module.generate(generated_dir(framework.name))
            print(f"generated {framework.name} -> {generated_dir(framework.name)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
