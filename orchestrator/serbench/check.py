"""python -m serbench.check FRAMEWORK URL [--scenario LABEL]: one running service checked
against its independent Python library, both ways (one way where the library only reads),
for one dataset and for the long-string batch (docs/design.md#verification). The checks the
run's verification makes, by hand, while writing an interop module."""

from __future__ import annotations

import argparse
import json
import sys

from serbench import datasets, registry
from serbench.client import ServiceClient
from serbench.verify import LONG_STRINGS, check_interop, check_long_strings

DIRECTIONS = {"service-to-python": "service -> Python", "python-to-service": "Python -> service"}
NO_WRITER = "not checked (the Python library cannot write the format)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m serbench.check", description=__doc__)
    parser.add_argument("framework", help=f"one of {', '.join(registry.names())}")
    parser.add_argument("url", help="the service's base URL, e.g. http://127.0.0.1:8082")
    parser.add_argument("--scenario", default="large", metavar="LABEL",
                        help=f"the dataset, by its label: {datasets.expected_labels()} (default large)")
    args = parser.parse_args(argv)
    try:
        framework = registry.get(args.framework)
        dataset = datasets.parse_counted(args.scenario)
    except (KeyError, ValueError) as error:
        parser.error(error.args[0] if isinstance(error, KeyError) else str(error))
    if framework.jvm_only:
        parser.error(f"{framework.name} has no independent Python library: it is checked inside the JVM only")
    with ServiceClient(args.url.rstrip("/"), framework.content_type) as client:
        result = check_interop(framework, client, dataset, json.loads(client.dataset(dataset)))
        long_strings = check_long_strings(framework, client)
    print(f"service -> Python ({dataset.label}): {result.service_to_python or 'equal'}")
    python_to_service = (result.python_to_service or "equal") if result.encoded else NO_WRITER
    print(f"Python -> service ({dataset.label}): {python_to_service}")
    for check in long_strings:
        print(f"{DIRECTIONS[check['check']]} ({check['dataset']}): {check['detail'] or 'equal'}")
    if not result.encoded:
        print(f"Python -> service ({LONG_STRINGS}): {NO_WRITER}")
    return 0 if result.passed and all(check["passed"] for check in long_strings) else 1


if __name__ == "__main__":
    sys.exit(main())
