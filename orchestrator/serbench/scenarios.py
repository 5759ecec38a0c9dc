"""Dataset sizes: the named scenarios of DESIGN section 4, or any user count."""

from __future__ import annotations

from dataclasses import dataclass

SCENARIOS: dict[str, int] = {"small": 10, "medium": 100, "large": 1000}
MAX_USERS = 100_000

#: SHA-256 of each scenario's canonical JSON: the same constants as services/core
#: GoldenDatasets (a test keeps the two equal). Every service's /api/dataset must match.
GOLDEN_SHA256: dict[str, str] = {
    "small": "7d55a1b6c1733e9e417cc66e97de471a4870f3489bca867529dda93ecdbab01a",
    "medium": "a81cdafb6b5cfa42802e7863a4003db5aec1106bef9f64e65571cb0573188116",
    "large": "6cc7721a49f38cd59e8c10b72ba4c41f626c054138ad9e938197f7e2f15d4d98",
}


@dataclass(frozen=True)
class Size:
    """A dataset size as results name it ("large", "users=250") and as the API asks for it."""
    label: str
    users: int

    @property
    def params(self) -> dict[str, str | int]:
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


def parse_label(label: str) -> Size:
    """The inverse of Size.label: "large" or "users=250"."""
    if label.startswith("users="):
        return users(int(label.removeprefix("users=")))
    return scenario(label)


def select(names: list[str] | None, user_counts: list[int] | None) -> list[Size]:
    """Sizes in the order asked, without repeats; "all" means the three scenarios."""
    sizes: list[Size] = []
    for name in names or []:
        sizes += [scenario(n) for n in SCENARIOS] if name.strip().lower() == "all" else [scenario(name)]
    sizes += [users(count) for count in user_counts or []]
    unique: list[Size] = []
    for size in sizes:
        if size not in unique:
            unique.append(size)
    return unique
