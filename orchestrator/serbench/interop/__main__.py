"""python -m serbench.interop generate [FRAMEWORK...] | check FRAMEWORK URL [--scenario S]"""

from __future__ import annotations

import argparse
import json
import sys

from serbench import registry, scenarios
from serbench.client import ServiceClient
from serbench.interop import adapter, generated_dir
from serbench.verify import check_interop


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m serbench.interop", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    generate = sub.add_parser("generate", help="generate the Python code every interop module needs (set-up does this)")
    generate.add_argument("frameworks", nargs="*", help="only these frameworks (default: every one)")
    check = sub.add_parser("check", help="check one running service against its Python library, both ways "
                                                "(one way where the library only reads)")
    check.add_argument("framework")
    check.add_argument("url", help="the service's base URL, e.g. http://127.0.0.1:8082")
    check.add_argument("--scenario", default="large")
    check.add_argument("--mediacontent", type=int, metavar="N",
                       help="check the MediaContent model with a batch of N objects instead of a scenario")
    args = parser.parse_args(argv)

    if args.command == "generate":
        chosen = [registry.get(name) for name in args.frameworks] if args.frameworks else registry.FRAMEWORKS
        for framework in chosen:
            if framework.jvm_only:
                continue
            module = adapter(framework.name)
            if hasattr(module, "generate"):
                module.generate(generated_dir(framework.name))
                print(f"generated {framework.name} -> {generated_dir(framework.name)}")
        return 0

    framework = registry.get(args.framework)
    size = scenarios.mediacontent(args.mediacontent) if args.mediacontent else scenarios.scenario(args.scenario)
    with ServiceClient(args.url.rstrip("/"), framework.content_type) as client:
        result = check_interop(framework, client, size, json.loads(client.dataset(size)))
    print(f"service -> Python: {result.service_to_python or 'equal'}")
    if result.encoded:
        print(f"Python -> service: {result.python_to_service or 'equal'}")
    else:
        print("Python -> service: not checked (the Python library cannot write the format)")
    return 0 if result.passed else 1


if __name__ == "__main__":
    sys.exit(main())
