"""results/ as a queryable history: an SQLite index (results/history.sqlite) of every run's
headline figures, with each run's commit and machine steadiness.

The JSON dumps stay the source of truth: the index only copies what it read from them, and is
updated incrementally (a dump is read again only when its size or modification time changed;
a deleted dump's rows go with it). Delete the file at any time; the next update rebuilds it.
A dump that is not a valid serbench results file is recorded as skipped, with the reason."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from serbench import results, tables

#: Bumped when the tables change; an index of another version is rebuilt from the dumps.
SCHEMA_VERSION = 1
DB_NAME = "history.sqlite"

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- every *.json seen, so unchanged files are not read again; run_id is NULL for skipped files
CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL,
                    run_id TEXT, skipped TEXT);
CREATE TABLE runs (path TEXT PRIMARY KEY REFERENCES files(path) ON DELETE CASCADE, run_id TEXT NOT NULL,
                   started_at TEXT NOT NULL, status TEXT NOT NULL, git_commit TEXT, forks INTEGER NOT NULL,
                   quick INTEGER NOT NULL, command TEXT NOT NULL,
                   cpu_p50_ns REAL, cpu_drift REAL, memory_p50_ns REAL, memory_drift REAL);
CREATE TABLE figures (path TEXT NOT NULL REFERENCES runs(path) ON DELETE CASCADE, framework TEXT NOT NULL,
                      dataset TEXT NOT NULL, status TEXT NOT NULL, verification TEXT NOT NULL,
                      rank INTEGER, tied INTEGER, server_p50_ns REAL, server_ci_low_ns REAL,
                      server_ci_high_ns REAL, serialize_p50_ns REAL, deserialize_p50_ns REAL,
                      roundtrip_p50_ns REAL, payload_bytes INTEGER, PRIMARY KEY (path, framework, dataset));
"""


@dataclass
class Update:
    added: int = 0
    changed: int = 0
    removed: int = 0
    unchanged: int = 0
    skipped: int = 0

    def __str__(self) -> str:
        return (f"{self.added} added, {self.changed} changed, {self.removed} removed, {self.unchanged} unchanged"
                + (f" ({self.skipped} of the files read are not serbench results)" if self.skipped else ""))


def connect(path: Path) -> sqlite3.Connection:
    """The index at path, created (or rebuilt, when its schema version differs) as needed."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA foreign_keys = ON")
    try:
        version = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    except sqlite3.OperationalError:  # a new, empty file
        version = None
    if version is None or int(version[0]) != SCHEMA_VERSION:
        db.close()
        path.unlink(missing_ok=True)
        db = sqlite3.connect(path)
        db.execute("PRAGMA foreign_keys = ON")
        db.executescript(SCHEMA)
        db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        db.commit()
    return db


def _value(row: pd.Series, column: str):
    value = row.get(column)
    if value is None or pd.isna(value):
        return None
    return value.item() if hasattr(value, "item") else value


def _insert(db: sqlite3.Connection, key: str, document: dict) -> None:
    run = document["run"]
    steadiness = run.get("steadiness") or {}
    probe = lambda kind, field: (steadiness.get(kind) or {}).get(field)  # noqa: E731
    db.execute("INSERT INTO runs VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
               (key, run["id"], run["startedAt"], run["status"], run["gitCommit"], run["settings"]["forks"],
                int(bool(run["settings"].get("quick"))), " ".join(run["command"]),
                probe("cpu", "p50Nanos"), probe("cpu", "drift"), probe("memory", "p50Nanos"), probe("memory", "drift")))
    frame = tables.summary_frame(document)
    if frame.empty:
        return
    if "dataset" not in frame:  # no framework measured anything
        frame["dataset"] = None
    ranks = {}
    for dataset in run["settings"]["datasets"]:
        for row in tables.ranked(frame, dataset).itertuples():
            ranks[(row.framework, dataset)] = (row.rank, bool(getattr(row, "tied", False)))
    measured = frame[frame["dataset"].notna()]
    for dataset in run["settings"]["datasets"]:
        for _, row in measured[measured["dataset"] == dataset].iterrows():
            _insert_figure(db, key, row, *ranks.get((row["framework"], dataset), (None, None)))
    # A framework that failed before measuring has no figures: it is in the history as failed.
    for _, row in frame[frame["dataset"].isna()].iterrows():
        for dataset in run["settings"]["datasets"]:
            _insert_figure(db, key, dict(row, dataset=dataset), None, None)


def _insert_figure(db: sqlite3.Connection, key: str, row, rank: int | None, tied: bool | None) -> None:
    row = pd.Series(row)
    server = (None if _value(row, "serverSerializeP50Ns") is None
              else float(row["serverSerializeP50Ns"] + row["serverDeserializeP50Ns"]))
    db.execute("INSERT INTO figures VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
               (key, row["framework"], row["dataset"], row["status"], row["verification"],
                None if rank is None else int(rank), None if tied is None else int(tied), server,
                _value(row, "serverP50CiLowNs"), _value(row, "serverP50CiHighNs"),
                _value(row, "serverSerializeP50Ns"), _value(row, "serverDeserializeP50Ns"),
                _value(row, "httpRoundtripRoundTripP50Ns"), _value(row, "payloadBytes")))


def _read(path: Path) -> tuple[dict | None, str | None]:
    """The dump, or None and why it is not a serbench results file."""
    try:
        document = results.load(path)
    except (OSError, ValueError) as error:
        return None, f"not readable JSON: {error}"
    if not isinstance(document, dict) or "run" not in document or "frameworks" not in document:
        return None, "not a serbench results file (no run and frameworks)"
    try:
        results.validate(document)
    except Exception as error:  # jsonschema.ValidationError, naming the path of the problem
        return None, f"invalid: {getattr(error, 'message', error)}"
    return document, None


def update(results_dir: Path, db_path: Path | None = None) -> Update:
    """Brings the index of results_dir/*.json up to date; reads only new and changed dumps."""
    db = connect(db_path or results_dir / DB_NAME)
    done = Update()
    known = {path: (size, mtime) for path, size, mtime in db.execute("SELECT path, size, mtime_ns FROM files")}
    present = set()
    for file in sorted(results_dir.glob("*.json")):
        key = file.name
        present.add(key)
        stat = file.stat()
        if known.get(key) == (stat.st_size, stat.st_mtime_ns):
            done.unchanged += 1
            continue
        with db:
            if key in known:
                db.execute("DELETE FROM files WHERE path = ?", (key,))
                done.changed += 1
            else:
                done.added += 1
            document, why = _read(file)
            db.execute("INSERT INTO files VALUES (?,?,?,?,?)",
                       (key, stat.st_size, stat.st_mtime_ns, document["run"]["id"] if document else None, why))
            if document is None:
                done.skipped += 1
            else:
                _insert(db, key, document)
    for key in set(known) - present:
        with db:
            db.execute("DELETE FROM files WHERE path = ?", (key,))
        done.removed += 1
    db.close()
    return done


def runs(db_path: Path) -> pd.DataFrame:
    """One row per indexed run, oldest first."""
    with sqlite3.connect(db_path) as db:
        return pd.read_sql_query("SELECT * FROM runs ORDER BY started_at, run_id", db)


def figures(db_path: Path) -> pd.DataFrame:
    """One row per run, framework and dataset, with the run's commit and steadiness, oldest run first."""
    with sqlite3.connect(db_path) as db:
        return pd.read_sql_query(
            "SELECT r.run_id, r.started_at, r.git_commit, r.status AS run_status, r.forks, r.quick, r.cpu_drift, "
            "r.memory_drift, f.* FROM figures f JOIN runs r USING (path) ORDER BY r.started_at, r.run_id, "
            "f.rowid", db)


def skipped(db_path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(db_path) as db:
        return db.execute("SELECT path, skipped FROM files WHERE skipped IS NOT NULL ORDER BY path").fetchall()


def short_commit(commit: str | None) -> str:
    """The abbreviated commit, still saying when the work tree had changes ("-dirty")."""
    if not commit:
        return "unknown"
    return commit[:7] + ("-dirty" if commit.endswith("-dirty") else "")


def run_label(run: pd.Series | dict) -> str:
    return f"{run['run_id']} @ {short_commit(run['git_commit'])}"


def steadiness_label(run: pd.Series | dict) -> str:
    parts = [f"{kind} drift {run[f'{kind}_drift']:.0%}" for kind in ("cpu", "memory")
             if run[f"{kind}_drift"] is not None and not pd.isna(run[f"{kind}_drift"])]
    return ", ".join(parts) or "steadiness not measured"

