"""The progress arithmetic of a run, in one place: units per fork, per framework and for a
run, what an entry shows done, and what a framework that fails will never do."""

from __future__ import annotations

from serbench.progress import ProgressUnits

UNITS = ProgressUnits(forks=2, rounds=3, datasets=2, verify_only=False)


def entry(status: str = "measuring", forks: list[dict] | None = None, blocks: list[int] | None = None) -> dict:
    return {"status": status, "verification": {"status": "verified"}, "forks": forks or [],
            "datasets": {"small": {"blockLog": [{"fork": f} for f in blocks or []]}}}


def test_a_fork_is_its_preparation_and_a_block_per_round_and_dataset():
    assert UNITS.per_fork == 1 + 3 * 2
    assert UNITS.per_framework() == 14 and UNITS.total(frameworks=3) == 42


def test_complete_forks_and_the_open_forks_preparation_and_blocks_are_done():
    assert UNITS.done(entry()) == 0
    complete = {"fork": 1, "complete": True}
    assert UNITS.done(entry(forks=[complete])) == 7
    assert UNITS.done(entry(forks=[complete, {"fork": 2}], blocks=[1, 1, 1, 2, 2])) == 7 + 1 + 2
    assert UNITS.done(entry("failed", forks=[complete])) == 14, "a failed framework has nothing left"


def test_a_failing_framework_leaves_what_it_has_not_done():
    assert UNITS.left_at_failure(entry()) == 14
    assert UNITS.left_at_failure(entry(forks=[{"fork": 1, "complete": True}, {"fork": 2}], blocks=[2])) == 14 - 9


def test_verify_only_counts_one_unit_per_framework():
    verifying = ProgressUnits(forks=2, rounds=3, datasets=2, verify_only=True)
    assert verifying.total(frameworks=4) == 4
    pending = entry()
    pending["verification"]["status"] = "pending"
    assert verifying.done(pending) == 0 and verifying.done(entry()) == 1
    assert verifying.left_at_failure(pending) == 1


def test_with_a_jvm_per_model_each_jvm_is_prepared_once_per_fork():
    per_model = ProgressUnits(forks=2, rounds=3, datasets=4, verify_only=False, jvms=2)
    assert per_model.per_fork == 2 + 3 * 4
    open_fork = {"fork": 2, "jvms": {"users": {}, "mediacontent": {}}}
    assert per_model.done(entry(forks=[{"fork": 1, "complete": True}, open_fork], blocks=[2, 2])) == 14 + 2 + 2
