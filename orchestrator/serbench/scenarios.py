"""Datasets: the named scenarios of DESIGN section 4, any user count, or MediaContent objects.

The user model has the three scenarios (``small``, ``medium``, ``large``) and ``users=N``; the
MediaContent model of jvm-serializers (docs/mediacontent-sources.md) is ``mediacontent=N``,
by default at 1, 10 and 1000 objects.
"""

from __future__ import annotations

from dataclasses import dataclass

SCENARIOS: dict[str, int] = {"small": 10, "medium": 100, "large": 1000}
MAX_USERS = 100_000
USERS = "users"
MEDIACONTENT = "mediacontent"
#: The MediaContent batch sizes of ``--dataset mediacontent``: one object, as the published tables, 10 and 1000.
MEDIA_COUNTS = (1, 10, 1000)
MAX_MEDIA = 100_000

#: SHA-256 of each scenario's canonical JSON: the same constants as services/core
#: GoldenDatasets (a test keeps the two equal). Every service's /api/dataset must match.
GOLDEN_SHA256: dict[str, str] = {
    "small": "7d55a1b6c1733e9e417cc66e97de471a4870f3489bca867529dda93ecdbab01a",
    "medium": "a81cdafb6b5cfa42802e7863a4003db5aec1106bef9f64e65571cb0573188116",
    "large": "6cc7721a49f38cd59e8c10b72ba4c41f626c054138ad9e938197f7e2f15d4d98",
    # services/core MediaModel.GOLDEN_SHA256; a test also derives them from the published values
    "mediacontent=1": "2fff0b1331865937406746a88d2bb4184c9e11c5522c0519b8d14c404a0cd9a1",
    "mediacontent=10": "ec742dbc2edb5dad03b14783c8d06db9438146887ac2a2f1fb42d6265cc69793",
    "mediacontent=1000": "31dcd6ff7b9cb3ff2df6772ef99676895c6c98c163d39eb540d2af20b0b82e48",
}


@dataclass(frozen=True)
class Size:
    """A dataset as results name it ("large", "users=250", "mediacontent=10") and as the API asks for it.
    ``users`` is the number of top-level objects: users, or MediaContent objects."""
    label: str
    users: int
    model: str = USERS

    @property
    def params(self) -> dict[str, str | int]:
        if self.model == MEDIACONTENT:
            return {"mediacontent": self.users}
        return {"scenario": self.label} if self.label in SCENARIOS else {"users": self.users}

    @property
    def golden_sha256(self) -> str | None:
        return GOLDEN_SHA256.get(self.label)


def scenario(name: str) -> Size:
    key = name.strip().lower()
    if key not in SCENARIOS:
        raise ValueError(f"unknown scenario {name!r}; expected one of {', '.join(SCENARIOS)} or all")
    return Size(key, SCENARIOS[key])


def users(count: int) -> Size:
    if not 1 <= count <= MAX_USERS:
        raise ValueError(f"--users must be from 1 to {MAX_USERS}, got {count}")
    return Size(f"users={count}", count)


def mediacontent(count: int) -> Size:
    if not 1 <= count <= MAX_MEDIA:
        raise ValueError(f"--mediacontent must be from 1 to {MAX_MEDIA}, got {count}")
    return Size(f"{MEDIACONTENT}={count}", count, MEDIACONTENT)


def parse_label(label: str) -> Size:
    """The inverse of Size.label: "large", "users=250" or "mediacontent=10"."""
    if label.startswith(f"{MEDIACONTENT}="):
        return mediacontent(int(label.removeprefix(f"{MEDIACONTENT}=")))
    if label.startswith("users="):
        return users(int(label.removeprefix("users=")))
    return scenario(label)


def select(names: list[str] | None, user_counts: list[int] | None,
           media_counts: list[int] | None = None) -> list[Size]:
    """Sizes in the order asked, without repeats; "all" means the three scenarios."""
    sizes: list[Size] = []
    for name in names or []:
        sizes += [scenario(n) for n in SCENARIOS] if name.strip().lower() == "all" else [scenario(name)]
    sizes += [users(count) for count in user_counts or []]
    sizes += [mediacontent(count) for count in media_counts or []]
    unique: list[Size] = []
    for size in sizes:
        if size not in unique:
            unique.append(size)
    return unique
