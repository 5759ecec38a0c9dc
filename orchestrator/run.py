#!/usr/bin/env python3
"""serbench: python orchestrator/run.py --help"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from serbench import venv  # noqa: E402  (standard library only: runs before the dependencies)

venv.ensure()

from serbench.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
