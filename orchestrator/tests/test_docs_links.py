"""Every relative link in the documentation resolves: README.md, docs/*.md and services/README.md.

A link resolves when the file or directory it names exists inside the repository and, when it
carries a #fragment into a Markdown page, that page has the anchor: a heading's slug as GitHub
makes it (lower case, spaces to '-', punctuation other than '-' and '_' dropped, '-1', '-2' ...
for repeated headings) or an explicit ``<a id="...">`` / ``<a name="...">``. A fragment into any
other file must be a GitHub line anchor (``#L12``, ``#L12-L20``). Links with a scheme (http,
https, mailto ...) are not fetched. Links inside code spans and fenced code blocks are not links.

Standard library only, so that it imports nothing of the orchestrator.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]


def documentation_pages(root: Path = REPO_ROOT) -> list[Path]:
    """The pages whose links are checked."""
    return [root / "README.md", *sorted((root / "docs").glob("*.md")), root / "services" / "README.md"]


# --- Markdown, as far as links and headings need it -------------------------------------------

_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.S)
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
# [text](target) and ![alt](target); the text may hold one level of brackets (an image in a link).
_INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)"
                          r"(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
_REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)", re.M)
_HTML_LINK = re.compile(r"<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*(\"[^\"]*\"|'[^']*')", re.I)
_HTML_ANCHOR = re.compile(r"<[a-z][^>]*?\b(?:id|name)\s*=\s*(\"[^\"]*\"|'[^']*')", re.I)
_ATX_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
_LINE_ANCHOR = re.compile(r"^L\d+(?:-L\d+)?$")


def _prose_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) of every line outside fenced code blocks, HTML comments blanked."""
    text = _HTML_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    lines, fence = [], None
    for number, line in enumerate(text.splitlines(), start=1):
        opening = _FENCE.match(line)
        if fence is None and opening:
            fence = opening.group(1)
            continue
        if fence is not None:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence):
                fence = None
            continue
        lines.append((number, line))
    return lines


def _without_code_spans(line: str) -> str:
    return _CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def links(text: str) -> list[tuple[int, str]]:
    """(line number, target) of every link, image and reference definition in a page."""
    found = []
    for number, line in _prose_lines(text):
        line = _without_code_spans(line)
        for pattern in (_INLINE_LINK, _HTML_LINK):
            for match in pattern.finditer(line):
                found.append((number, match.group(1)))
        for match in _REFERENCE_DEFINITION.finditer(line):
            found.append((number, match.group(1)))
    return [(number, target.strip("<>\"'")) for number, target in found]


def _heading_text(raw: str) -> str:
    """What GitHub shows of a heading: code spans keep their content, links and images their
    text, HTML tags and emphasis markers go."""
    parts = []
    for index, part in enumerate(re.split(r"(`+.+?`+)", raw)):
        if index % 2:  # a code span: its content, as it is
            parts.append(part.strip("`"))
        else:
            part = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", part)
            parts.append(re.sub(r"<[^>]+>", "", part).replace("*", ""))
    return "".join(parts)


def slug(heading: str) -> str:
    """GitHub's anchor of a heading (before numbering repeats)."""
    text = _heading_text(heading).strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """Every anchor a page defines: its headings' slugs (repeats numbered) and explicit ids."""
    found: set[str] = set()
    seen: dict[str, int] = {}
    for _number, line in _prose_lines(text):
        if heading := _ATX_HEADING.match(line):
            base = slug(heading.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    for match in _HTML_ANCHOR.finditer(_HTML_COMMENT.sub("", text)):
        found.add(match.group(1).strip("\"'"))
    return found


# --- Checking ---------------------------------------------------------------------------------

def broken_links(page: Path, root: Path = REPO_ROOT) -> list[str]:
    """What is wrong with the links of one page: one line per broken link, empty when all resolve."""
    text = page.read_text(encoding="utf-8")
    problems = []
    for number, target in links(text):
        where = f"{page.relative_to(root)}:{number}: {target}"
        if not target:
            problems.append(f"{where}: empty link")
            continue
        if _SCHEME.match(target) or target.startswith("//"):
            continue  # external: not fetched
        path_part, _, fragment = target.partition("#")
        path_part = unquote(path_part.split("?", 1)[0])
        fragment = unquote(fragment)
        if not path_part:
            resolved = page
        elif path_part.startswith("/"):
            resolved = (root / path_part.lstrip("/")).resolve()
        else:
            resolved = (page.parent / path_part).resolve()
        if resolved != root and root not in resolved.parents:
            problems.append(f"{where}: points outside the repository")
            continue
        if not resolved.exists():
            problems.append(f"{where}: no such file {resolved.relative_to(root)}")
            continue
        if not fragment:
            continue
        if resolved.is_dir():
            problems.append(f"{where}: a directory has no anchors")
        elif resolved.suffix.lower() == ".md":
            if fragment not in anchors(resolved.read_text(encoding="utf-8")):
                problems.append(f"{where}: {resolved.relative_to(root)} has no anchor #{fragment}")
        elif not _LINE_ANCHOR.match(fragment):
            problems.append(f"{where}: #{fragment} is not a line anchor (#L12 or #L12-L20)")
    return problems


# --- The documentation --------------------------------------------------------------------------

@pytest.mark.parametrize("page", documentation_pages(), ids=lambda p: str(p.relative_to(REPO_ROOT)))
def test_every_relative_link_resolves(page: Path) -> None:
    assert page.is_file(), f"{page} is missing"
    assert broken_links(page) == []


def test_the_design_page_has_the_anchors_code_links_to() -> None:
    design = anchors((REPO_ROOT / "docs" / "design.md").read_text(encoding="utf-8"))
    expected = {"the-parts", "the-http-api", "datasets-models-and-labels", "how-a-figure-is-measured",
                "verification", "the-results-document", "adding-a-framework", "adding-a-model",
                "structure-and-its-rules", "canonical-json", "the-users-model", "the-mediacontent-model"}
    assert expected - design == set()


# --- The checker itself, on pages made for the test -----------------------------------------------

@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "target.md").write_text(
        "# Target page\n\n"
        "## Datasets, models and labels\n\n"
        "## The `--scenario` option (deprecated: `--users`)\n\n"
        "## Repeated\n\n## Repeated\n\n"
        "## [A linked](https://example.org) heading\n\n"
        "## snake_case and dash-case\n\n"
        '<a id="explicit-anchor"></a>\n<a name="named-anchor"></a>\n\n'
        "```\n# not a heading\n```\n", encoding="utf-8")
    (tmp_path / "script.py").write_text("print()\n", encoding="utf-8")
    return tmp_path


def _page(repo: Path, body: str) -> Path:
    page = repo / "README.md"
    page.write_text(body, encoding="utf-8")
    return page


@pytest.mark.parametrize("link", [
    "docs/target.md",
    "docs/target.md#target-page",
    "docs/target.md#datasets-models-and-labels",
    "docs/target.md#the---scenario-option-deprecated---users",
    "docs/target.md#repeated",
    "docs/target.md#repeated-1",
    "docs/target.md#a-linked-heading",
    "docs/target.md#snake_case-and-dash-case",
    "docs/target.md#explicit-anchor",
    "docs/target.md#named-anchor",
    "./docs/../docs/target.md",
    "/docs/target.md",
    "docs",
    "script.py",
    "script.py#L1",
    "script.py#L1-L2",
    "#own-heading",
    "https://example.invalid/never/fetched",
    "mailto:nobody@example.invalid",
])
def test_links_that_resolve_pass(repo: Path, link: str) -> None:
    page = _page(repo, f"# Own heading\n\nSee [this]({link}).\n")
    assert broken_links(page, repo) == []


@pytest.mark.parametrize("link, problem", [
    ("docs/missing.md", "no such file docs/missing.md"),
    ("docs/target.md#no-such-heading", "has no anchor #no-such-heading"),
    ("docs/target.md#Target-Page", "has no anchor #Target-Page"),
    ("docs/target.md#repeated-2", "has no anchor #repeated-2"),
    ("docs/target.md#not-a-heading", "has no anchor #not-a-heading"),
    ("#missing-here", "README.md has no anchor #missing-here"),
    ("script.py#main", "is not a line anchor"),
    ("docs#x", "a directory has no anchors"),
    ("../outside.md", "points outside the repository"),
])
def test_a_broken_link_is_reported(repo: Path, link: str, problem: str) -> None:
    page = _page(repo, f"# Own heading\n\nSee [this]({link}).\n")
    problems = broken_links(page, repo)
    assert len(problems) == 1
    assert problem in problems[0]
    assert problems[0].startswith("README.md:3: ")


def test_every_kind_of_link_is_checked(repo: Path) -> None:
    page = _page(repo, "\n".join([
        "![an image](missing.png)",
        "[reference]: missing-reference.md",
        '<a href="missing-anchor-tag.md">html</a>',
        '<img src="missing-img-tag.png">',
        "[titled](missing-titled.md \"a title\")",
        "[angled](<missing angled.md>)",
        "[escaped](missing%20escaped.md)",
        "[[nested] brackets](missing-nested.md)",
    ]) + "\n")
    missing = [p.split("no such file ")[1] for p in broken_links(page, repo)]
    assert missing == ["missing.png", "missing-reference.md", "missing-anchor-tag.md", "missing-img-tag.png",
                       "missing-titled.md", "missing angled.md", "missing escaped.md", "missing-nested.md"]


def test_links_in_code_and_comments_are_not_links(repo: Path) -> None:
    page = _page(repo, "\n".join([
        "```bash",
        "echo [x](missing-in-fence.md)",
        "```",
        "~~~",
        "[x](missing-in-tilde-fence.md)",
        "~~~",
        "Inline `[x](missing-in-span.md)` code.",
        "<!-- [x](missing-in-comment.md) -->",
        "After the fences: [y](still-missing.md)",
    ]) + "\n")
    problems = broken_links(page, repo)
    assert len(problems) == 1 and "still-missing.md" in problems[0]


def test_slug_follows_githubs_rules() -> None:
    assert slug("The HTTP API") == "the-http-api"
    assert slug("Datasets, models and labels") == "datasets-models-and-labels"
    assert slug("What a run does, prints and writes") == "what-a-run-does-prints-and-writes"
    assert slug("Arrow and Parquet: columnar formats") == "arrow-and-parquet-columnar-formats"
    assert slug("`PerThread<S>`: the reuse helper") == "perthreads-the-reuse-helper"
    assert slug("Buffer reuse: one rule for every codec") == "buffer-reuse-one-rule-for-every-codec"
    assert slug("**Bold** and 2 spaces  here") == "bold-and-2-spaces--here"
