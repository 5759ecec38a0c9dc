"""``run.py --evolution``: the schema-evolution matrix (docs/evolution.md). Starts the chosen
services, and for each one, each model it has versions of (``GET /api/evolution``), each
configuration, each version and each direction: the writer's version writes the model's
dataset of proto/evolution.json (``POST /api/evolution/write``), the other version reads those
bytes (``POST /api/evolution/read``), and evolution.classify decides the cell. Where a Python
library resolves the versions itself (``interop_evolution``), it reads the same bytes too,
and the cell records whether it agrees. The results file is saved after every framework.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from dataclasses import replace
from typing import Callable

import requests
from rich.console import Console

from serbench import evolution, results, targets
from serbench.datasets import parse_counted
from serbench.launcher import LaunchError, Launcher
from serbench.runner import RunOptions, run_record

TIMEOUT = 60.0

#: a Python reader of one framework's versions: (version, direction, configuration, payload) ->
#: what it read, or raises; None for a configuration it does not resolve the way the service does
Confirmer = Callable[[evolution.Version, str, str, bytes], "dict | None"]


def run(options: RunOptions, console: Console, confirmers: dict[str, tuple[str, Confirmer]] | None = None,
        ) -> results.ResultsFile:
    """The matrix over ``options.frameworks``; the document has ``frameworks: {}`` and the
    ``evolution`` section."""
    models = evolution.load_models()
    datasets = {model.model: parse_counted(model.dataset) for model in models}
    options = replace(options, datasets=list(datasets.values()), aa=None, echo=False)
    run_id = results.new_run_id()
    launcher = Launcher(log_dir=options.out_dir / run_id / "logs", java=options.java,
                        extra_jvm_options=options.jvm_options)
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(2**31)
    out = results.ResultsFile.create(options.out_dir / f"{run_id}.json", run_record(
        options, run_id, seed, launcher, f"requests {requests.__version__} (not timed)"))
    section = {"models": [{"model": m.model, "dataset": m.dataset, "record": m.record,
                           "changes": [{"name": v.name, "description": v.description} for v in m.versions]}
                          for m in models],
               "frameworks": [], "cells": [], "absent": []}
    out.document["evolution"] = section
    console.print(f"evolution {run_id}: {len(options.frameworks)} framework(s) x {len(models)} model(s) x "
                  f"{len(models[0].versions)} change(s) x 2 directions, datasets "
                  f"{', '.join(m.dataset for m in models)} -> {out.path}", highlight=False)
    try:
        services = _start(options, launcher, console, section)
        for framework, base_url in services:
            started = time.monotonic()
            confirmer = (confirmers or {}).get(framework)
            cells = _framework(framework, base_url, models, datasets, section, confirmer)
            out.save()
            console.print(f"  {framework}: {_tally(cells)} ({time.monotonic() - started:.1f} s)", highlight=False)
    finally:
        launcher.stop_all()
        out.document["run"]["status"] = "complete"
        out.document["run"]["endedAt"] = results.now()
        out.save()
    return out


def _start(options: RunOptions, launcher: Launcher, console: Console, section: dict) -> list[tuple[str, str]]:
    """(name, base URL) of every service that answers; the others listed in ``absent``."""
    located = [targets.resolve(f, options.target_overrides, options.target_template, options.grpc_port)
               for f in options.frameworks]
    to_start = [(t.framework, t.base_url) for t in located if options.launch == "auto" and t.local_default]
    if to_start:
        console.print(f"starting {len(to_start)} service(s)...", highlight=False)
    started = launcher.start_many(to_start) if to_start else {}
    answering = []
    for target in located:
        outcome = started.get(target.framework.name)
        if isinstance(outcome, LaunchError):
            section["absent"].append({"framework": target.framework.name, "reason": f"did not start: {outcome}"})
        else:
            answering.append((target.framework.name, target.base_url))
    return answering


def _framework(name: str, base_url: str, models: list[evolution.Model], datasets: dict, section: dict,
               confirmer: tuple[str, Confirmer] | None) -> list[dict]:
    """Every cell of one service, of every model it has versions of, appended to ``section``."""
    try:
        described = _get(f"{base_url}/api/evolution")
        info = _get(f"{base_url}/api/info")
    except (requests.RequestException, ValueError) as error:
        section["absent"].append({"framework": name, "reason": f"its service does not answer GET /api/evolution "
                                                               f"(a jar built before the matrix existed?): {error}"})
        return []
    if not described.get("models"):
        section["absent"].append({"framework": name, "reason": "its module has no versions of any model yet"})
        return []
    served = {model["model"]: model for model in described["models"]}
    known = {model.model for model in models}
    missing = [v.name for v in models[0].versions if v.name not in described["versions"]]
    if missing or not served.keys() <= known:
        raise RuntimeError(f"{name} does not know the versions {missing} or has versions of models "
                           f"{sorted(served.keys() - known)} proto/evolution.json lacks: rebuild it "
                           "(proto/evolution.json changed)")
    configurations: dict[str, str] = {}
    for model in served.values():
        for configuration, description in model["configurations"].items():
            configurations.setdefault(configuration, description)
    section["frameworks"].append({
        "framework": name, "library": info["library"], "libraryVersion": info["libraryVersion"],
        "models": [model.model for model in models if model.model in served],
        "configurations": [{"name": c, "description": d} for c, d in configurations.items()]})
    cells = []
    for model in models:
        if model.model not in served:
            continue
        today = _dataset(base_url, datasets[model.model])
        for configuration in served[model.model]["configurations"]:
            for version in model.versions:
                for direction in evolution.DIRECTIONS:
                    cell = _cell(base_url, configuration, version, direction, today, confirmer)
                    cells.append({"model": model.model, "framework": name, "configuration": configuration,
                                  "change": version.name, "direction": direction, **cell})
    section["cells"].extend(cells)
    return cells


def _cell(base_url: str, configuration: str, version: evolution.Version, direction: str, today: dict,
          confirmer: tuple[str, Confirmer] | None) -> dict:
    writer, reader = ((evolution.CURRENT, version.name) if direction == evolution.OLD_TO_NEW
                      else (version.name, evolution.CURRENT))
    written = today if direction == evolution.OLD_TO_NEW else evolution.written_by(version, today)
    wrote = _post(base_url, "write", version.model, writer, configuration,
                  json.dumps(written, ensure_ascii=False).encode())
    if wrote.status_code != 200:
        return {"outcome": evolution.WRITE_FAILED, "path": None, "detail": _problem(wrote),
                "status": None, "payloadBytes": None, "confirmation": None}
    payload = wrote.content
    read = _post(base_url, "read", version.model, reader, configuration, payload)
    if read.status_code != 200:
        cell = {"outcome": evolution.REJECTED, "path": None, "detail": _problem(read), "status": read.status_code}
    else:
        classified = evolution.classify(version, direction, written, read.json())
        cell = {"outcome": classified.outcome, "path": classified.path, "detail": classified.detail, "status": None}
    cell["payloadBytes"] = len(payload)
    cell["confirmation"] = _confirm(confirmer, version, direction, configuration, written, payload, cell["outcome"])
    return cell


def _confirm(confirmer: tuple[str, Confirmer] | None, version: evolution.Version, direction: str,
             configuration: str, written: dict, payload: bytes, outcome: str) -> dict | None:
    """The independent reader's outcome for the same bytes, or None where there is none."""
    if confirmer is None:
        return None
    library, read = confirmer
    try:
        tree = read(version, direction, configuration, payload)
    except Exception:  # the library refused the bytes: that is its answer
        independent = evolution.REJECTED
    else:
        if tree is None:
            return None
        independent = evolution.classify(version, direction, written, tree).outcome
    return {"library": library, "outcome": independent, "agrees": independent == outcome}


def _dataset(base_url: str, dataset) -> dict:
    """The dataset's canonical JSON from the service, checked against its golden SHA-256."""
    response = requests.get(f"{base_url}/api/dataset", params={"dataset": dataset.label}, timeout=TIMEOUT)
    response.raise_for_status()
    digest = hashlib.sha256(response.content).hexdigest()
    if dataset.golden_sha256 and digest != dataset.golden_sha256:
        raise RuntimeError(f"{base_url}: dataset {dataset.label} has SHA-256 {digest}, "
                           f"not the golden {dataset.golden_sha256}")
    return json.loads(response.content)


def _get(url: str) -> dict:
    response = requests.get(url, timeout=TIMEOUT)
    response.raise_for_status()
    return response.json()


def _post(base_url: str, operation: str, model: str, version: str, configuration: str,
          body: bytes) -> requests.Response:
    return requests.post(f"{base_url}/api/evolution/{operation}", data=body, timeout=TIMEOUT,
                         params={"model": model, "version": version, "configuration": configuration})


def _problem(response: requests.Response) -> str:
    """The problem detail's message, on one line."""
    try:
        detail = response.json().get("detail") or response.text
    except ValueError:
        detail = response.text
    return " ".join(str(detail).split())[:600] or f"HTTP {response.status_code}"


def _tally(cells: list[dict]) -> str:
    counts: dict[str, int] = {}
    for cell in cells:
        counts[cell["outcome"]] = counts.get(cell["outcome"], 0) + 1
    return ", ".join(f"{n} {outcome}" for outcome, n in sorted(counts.items())) or "no cells"
