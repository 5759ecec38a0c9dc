"""Independent Python decoders and encoders, one module per framework.

Each ``serbench/interop/<framework>.py`` is written against its format's own Python
library, never against anything the JVM side produced, and provides:

``decode(payload: bytes) -> dict``
    a service's payload to the canonical tree (``serbench.canonical``);
``encode(batch: dict) -> bytes``
    a canonical tree to a payload that the service's ``/api/decode`` must accept; absent
    when the library cannot write the format (the module's docstring says why, with the
    evidence): the format is then verified one way, service -> Python;
``decode_media(payload: bytes) -> dict`` and ``encode_media(batch: dict) -> bytes``
    the same for the MediaContent model (``serbench.canonical.MEDIA_BATCH``, requests with
    ``model=mediacontent``); ``encode_media`` is absent where ``encode`` is;
``generate(out_dir: Path) -> None`` (optional)
    code generation from the schemas in proto/, run once during set-up
    (``python -m serbench.interop generate``); output goes to ``generated_dir(name)``,
    which git ignores.

The registry (``serbench.registry``) says which frameworks have such a module.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

PROTO_DIR = Path(__file__).resolve().parents[3] / "proto"
GENERATED_ROOT = Path(__file__).resolve().parents[1] / "generated"


def adapter(framework: str) -> ModuleType:
    """The interop module of a framework."""
    return importlib.import_module(f"serbench.interop.{framework}")


def generated_dir(framework: str) -> Path:
    return GENERATED_ROOT / framework


def import_generated(framework: str, module: str) -> ModuleType:
    """Import a module that ``generate`` wrote, with a clear error when set-up has not run."""
    directory = generated_dir(framework)
    if not directory.is_dir():
        raise RuntimeError(f"no generated Python code for {framework} in {directory}; "
                           f"run scripts/setup.sh (or: python -m serbench.interop generate)")
    if str(directory) not in sys.path:
        sys.path.insert(0, str(directory))
    return importlib.import_module(module)
