"""The results document of a run, results/<run-id>.json (docs/design.md#the-results-document),
and everything about its shape: the run's settings and their inverse for --resume, a
framework's entry and its fork records, a verification and its first failure, validation
against schema/results.schema.json, and reading documents of an older schema version.

The file is rewritten atomically (temporary file, then rename) after every framework and
round, so a run that dies keeps everything it had measured, and the file on disk is always
complete, valid JSON that validates against the schema.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path

import jsonschema

SCHEMA_PATH = Path(__file__).resolve().parent / "schema" / "results.schema.json"
#: The version this orchestrator writes; load() upgrades older documents to it in memory.
SCHEMA_VERSION = 2


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
    if "evolution" in document:
        _check_evolution(document["evolution"])


def _check_evolution(section: dict) -> None:
    """What the schema cannot say of the evolution matrix: every cell names a model, framework,
    configuration and change the section declares (the framework having versions of that
    model), once per direction."""
    changes = {model["model"]: {change["name"] for change in model["changes"]} for model in section["models"]}
    configurations = {fw["framework"]: {c["name"] for c in fw["configurations"]} for fw in section["frameworks"]}
    models = {fw["framework"]: set(fw["models"]) for fw in section["frameworks"]}
    both = configurations.keys() & {absent["framework"] for absent in section["absent"]}
    if both:
        raise jsonschema.ValidationError(f"evolution: {', '.join(sorted(both))} both in frameworks and absent")
    undeclared = {m for fw in section["frameworks"] for m in fw["models"]} - changes.keys()
    if undeclared:
        raise jsonschema.ValidationError(f"evolution.frameworks: models {sorted(undeclared)} are not in evolution.models")
    seen: set[tuple[str, str, str, str, str]] = set()
    for index, cell in enumerate(section["cells"]):
        where = f"evolution.cells[{index}]"
        if cell["framework"] not in configurations:
            raise jsonschema.ValidationError(f"{where}: framework {cell['framework']!r} is not in evolution.frameworks")
        if cell["model"] not in models[cell["framework"]]:
            raise jsonschema.ValidationError(f"{where}: {cell['framework']} has no versions of model {cell['model']!r}")
        if cell["configuration"] not in configurations[cell["framework"]]:
            raise jsonschema.ValidationError(f"{where}: {cell['framework']} has no configuration "
                                             f"{cell['configuration']!r}")
        if cell["change"] not in changes[cell["model"]]:
            raise jsonschema.ValidationError(f"{where}: change {cell['change']!r} is not a change of "
                                             f"{cell['model']} in evolution.models")
        key = (cell["model"], cell["framework"], cell["configuration"], cell["change"], cell["direction"])
        if key in seen:
            raise jsonschema.ValidationError(f"{where}: a second cell for {' '.join(key)}")
        seen.add(key)


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
    """A results document, upgraded in memory to SCHEMA_VERSION when an older serbench wrote it
    (the file is not changed). A schema-evolution run's empty ``frameworks: []`` is read as ``{}``,
    so every report can take a document's frameworks as an object."""
    document = upgrade(json.loads(Path(path).read_text()))
    if isinstance(document, dict) and document.get("frameworks") == [] and "evolution" in document:
        document["frameworks"] = {}
    return document


def upgrade(document: dict) -> dict:
    """A version-1 document as version 2 (in place; also returned): ``scenarios`` became
    ``datasets`` and a count of objects is ``count`` where version 1 said ``users`` (per
    dataset, and in the cold calls). Labels are kept as they were written: every version-1
    label (``large``, ``users=250``, ``mediacontent=10``) is a label today. A document of
    another version is returned as it is, for validate() to refuse."""
    if not isinstance(document, dict) or document.get("schemaVersion") != 1:
        return document
    for entry in (document.get("frameworks") or {}).values():
        if "scenarios" in entry:
            entry["datasets"] = entry.pop("scenarios")
        for measured in (entry.get("datasets") or {}).values():
            if "users" in measured:
                measured["count"] = measured.pop("users")
        for cold in [entry.get("cold")] + [record.get("cold") for record in entry.get("forks") or []]:
            for call in (cold or {}).values():
                if isinstance(call, dict) and "users" in call:
                    call["count"] = call.pop("users")
    document["schemaVersion"] = SCHEMA_VERSION
    return document


class ResultsFile:
    """A results document and the file it is kept in."""

    def __init__(self, path: Path, document: dict) -> None:
        self.path = Path(path)
        self.document = document

    @classmethod
    def create(cls, path: Path, run: dict) -> ResultsFile:
        results = cls(path, {"schemaVersion": SCHEMA_VERSION, "run": run, "frameworks": {}})
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


# -- the run's settings ------------------------------------------------------------------------
class CannotResume(ValueError):
    """A results file that this version cannot finish (the message says why)."""


@dataclass(frozen=True)
class RunSettings:
    """What ``run.settings`` records: everything a resumed run must measure the same way.
    Datasets are labels and frameworks names, as the document keeps them."""
    datasets: tuple[str, ...]
    frameworks: tuple[str, ...]
    iterations: int
    warmup: int
    warmup_millis: int
    http_warmup: int
    http_requests: int
    settle_millis: int
    rounds: int
    resident: bool
    http_client: str
    forks: int
    seed: int
    launch: str
    quick: bool
    verify_only: bool
    #: the load phase's settings ({clients, seconds, rate, dataset}) or None
    load: dict | None
    java: str
    jvm_options: tuple[str, ...]
    #: the framework a second JVM replicates (the A/A control; its entry is NAME-aa), or None
    aa: str | None = None
    #: every fork started each service once per model
    jvm_per_model: bool = False
    #: the bare echo was pinged in every round (run.floor)
    echo: bool = False

    def to_document(self) -> dict:
        return {
            "datasets": list(self.datasets), "frameworks": list(self.frameworks), "iterations": self.iterations,
            "warmup": self.warmup, "warmupMillis": self.warmup_millis, "httpWarmup": self.http_warmup,
            "httpRequests": self.http_requests, "settleMillis": self.settle_millis, "rounds": self.rounds,
            "resident": self.resident, "httpClient": self.http_client, "forks": self.forks, "seed": self.seed,
            "launch": self.launch, "quick": self.quick, "verifyOnly": self.verify_only,
            "load": None if self.load is None else dict(self.load), "java": self.java,
            "jvmOptions": list(self.jvm_options), "aa": self.aa, "jvmPerModel": self.jvm_per_model,
            "echo": self.echo,
        }

    @classmethod
    def from_document(cls, settings: dict, source: str = "the results file") -> RunSettings:
        """The inverse of to_document, for --resume; CannotResume for a run this version cannot finish."""
        if "rounds" not in settings:
            raise CannotResume(f"{source} was written by a serbench that measured without rounds; it cannot be "
                               f"resumed by this one (its figures are kept as they are: report.py still reads it)")
        return cls(
            datasets=tuple(settings["datasets"]), frameworks=tuple(settings["frameworks"]),
            iterations=settings["iterations"], warmup=settings["warmup"], warmup_millis=settings["warmupMillis"],
            http_warmup=settings["httpWarmup"], http_requests=settings["httpRequests"],
            settle_millis=settings["settleMillis"], rounds=settings["rounds"], resident=settings["resident"],
            http_client=settings.get("httpClient", "requests"), forks=settings["forks"], seed=settings["seed"],
            launch=settings["launch"], quick=settings.get("quick", False),
            verify_only=settings.get("verifyOnly", False), load=settings.get("load"), java=settings["java"],
            jvm_options=tuple(settings["jvmOptions"]), aa=settings.get("aa"),
            jvm_per_model=settings.get("jvmPerModel", False), echo=settings.get("echo", False))


# -- a framework's entry -----------------------------------------------------------------------
def new_entry(name: str, base_url: str, python_library: str | None, replica_of: str | None = None) -> dict:
    """A framework's entry before anything happened to it. ``replica_of``: for the A/A control's
    second JVM, the framework whose service it runs (measured like any framework, never ranked)."""
    return {
        "name": name, "baseUrl": base_url, "launched": False, "startupSeconds": None, "logFile": None,
        "status": "pending", "failure": None, "service": None, "cold": None, "fidelity": None, "restarts": 0,
        "verification": {"status": "pending", "pythonLibrary": python_library, "checks": []},
        "datasets": {}, "forks": [], "forkSpread": None, "load": None, "ping": None, "replicaOf": replica_of,
    }


def fork_record(entry: dict, fork: int) -> dict:
    """The entry's record of one fork, added (in fork order) when it has none yet."""
    for record in entry["forks"]:
        if record["fork"] == fork:
            return record
    record = {"fork": fork, "restarted": False, "startupSeconds": None, "cold": None, "datasets": {},
              "complete": False}
    entry["forks"].append(record)
    entry["forks"].sort(key=lambda r: r["fork"])
    return record


def fail(entry: dict, phase: str, reason: str, log: str | None) -> None:
    entry["status"] = "failed"
    entry["failure"] = {"phase": phase, "reason": reason, "log": log}


# -- verification ------------------------------------------------------------------------------
def check(dataset: str, name: str, difference: str | None) -> dict:
    """One check of a verification: passed when there is no difference."""
    return {"dataset": dataset, "check": name, "passed": difference is None, "detail": difference}


def verification(python_library: str | None, checks: list[dict], jvm_only: bool) -> dict:
    failed = any(not c["passed"] for c in checks)
    status = "failed" if failed else ("jvm-only" if jvm_only else "verified")
    return {"status": status, "pythonLibrary": python_library, "checks": checks}


def one_way(verification_: dict) -> bool:
    """Verified by a Python library that only reads the format (no python-to-service check)."""
    return (verification_["status"] == "verified"
            and not any(c["check"] == "python-to-service" for c in verification_["checks"]))


def first_failure(verification_: dict) -> str | None:
    """The first check that failed, as "check (dataset): detail", or None."""
    for c in verification_["checks"]:
        if not c["passed"]:
            return f"{c['check']} ({c['dataset']}): {c['detail']}"
    return None
