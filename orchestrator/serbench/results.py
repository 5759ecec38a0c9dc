"""The results file of a run: results/<run-id>.json (DESIGN section 8).

It is rewritten atomically (temporary file, then rename) after every framework and
scenario, so a run that dies keeps everything it had measured, and the file on disk is
always complete, valid JSON that validates against schema/results.schema.json.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path

import jsonschema

SCHEMA_PATH = Path(__file__).resolve().parent / "schema" / "results.schema.json"


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def new_run_id() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")


@lru_cache(maxsize=1)
def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text())


def validate(document: dict) -> None:
    """Raises jsonschema.ValidationError, naming the path, when the document is not valid."""
    jsonschema.validate(document, schema(), format_checker=jsonschema.FormatChecker())
    _check_blocks(document, "")


def _check_blocks(node: object, path: str) -> None:
    """What the schema cannot say: a series' ``blocks`` add up to its samples."""
    if isinstance(node, dict):
        if "blocks" in node and isinstance(node.get("samples"), list):
            if sum(node["blocks"]) != len(node["samples"]):
                raise jsonschema.ValidationError(f"{path or '(root)'}.blocks add up to {sum(node['blocks'])}, "
                                                 f"not to its {len(node['samples'])} samples")
        for key, value in node.items():
            if isinstance(value, (dict, list)) and key != "samples":
                _check_blocks(value, f"{path}.{key}" if path else key)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            if isinstance(value, (dict, list)):
                _check_blocks(value, f"{path}[{index}]")


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def load(path: Path) -> dict:
    return json.loads(Path(path).read_text())


class ResultsFile:
    """A results document and the file it is kept in."""

    def __init__(self, path: Path, document: dict) -> None:
        self.path = Path(path)
        self.document = document

    @classmethod
    def create(cls, path: Path, run: dict) -> ResultsFile:
        results = cls(path, {"schemaVersion": 1, "run": run, "frameworks": {}})
        results.save()
        return results

    def framework(self, name: str) -> dict:
        return self.document["frameworks"][name]

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=self.path.parent)
        try:
            # mkstemp makes the file 0600; a results file is as readable as any other file its
            # writer makes (0644 under the usual umask), also when a container writes it as root.
            os.fchmod(descriptor, 0o666 & ~_umask())
            with os.fdopen(descriptor, "w") as out:
                json.dump(self.document, out, ensure_ascii=False, separators=(",", ":"))
            os.replace(temporary, self.path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
