"""Independent Python decoders and encoders, one module per framework.

Each ``serbench/interop/<framework>.py`` is written against its format's own Python
library, never against anything the JVM side produced, and provides, for each model it
reads (``users``, ``mediacontent``: the names of proto/datasets.json):

``decode_<model>(payload: bytes) -> dict``
    a service's payload to the canonical tree of ``GET /api/dataset`` (``serbench.canonical``);
``encode_<model>(batch: dict) -> bytes``
    a canonical tree to a payload that the service's ``/api/decode`` must accept; absent
    when the library cannot write the format (the module's docstring says why, with the
    evidence): the format is then verified one way, service -> Python;
``generate(out_dir: Path) -> None`` (optional)
    code generation from the schemas in proto/, run once during set-up
    (``python -m serbench.interop generate``); output goes to ``generated_dir(name)``,
    which git ignores.

Verification finds the functions by the model's name (``decoder``, ``encoder``), so a third
model adds its functions here and touches no verification code. The registry
(``serbench.registry``) says which frameworks have such a module. This package imports
nothing of serbench but the base (canonical, registry): docs/design.md#structure-and-its-rules.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

PROTO_DIR = Path(__file__).resolve().parents[3] / "proto"
GENERATED_ROOT = Path(__file__).resolve().parents[1] / "generated"


def adapter(framework: str) -> ModuleType:
    """The interop module of a framework."""
    return importlib.import_module(f"serbench.interop.{framework}")


def decoder(framework: str, model: str, configuration: str | None = None) -> Callable[[bytes], dict[str, Any]] | None:
    """The framework's ``decode_<model>``, or None when its module reads no such model. In a
    configuration (``compatible``) that writes other bytes, the module has
    ``decode_<model>_<configuration>``; without one, the configuration is checked against the
    ordinary function, which fails on other bytes."""
    return _function(framework, "decode", model, configuration)


def encoder(framework: str, model: str, configuration: str | None = None) -> Callable[[dict[str, Any]], bytes] | None:
    """The framework's ``encode_<model>`` (or ``encode_<model>_<configuration>``, as ``decoder``),
    or None when its library cannot write that model."""
    return _function(framework, "encode", model, configuration)


def _function(framework: str, verb: str, model: str, configuration: str | None) -> Callable | None:
    module = adapter(framework)
    if configuration is not None and hasattr(module, f"{verb}_{model}_{configuration}"):
        return getattr(module, f"{verb}_{model}_{configuration}")
    return getattr(module, f"{verb}_{model}", None)


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
