"""Every command the scripts call is installed by a set-up step or is part of Debian's base system.

A fresh machine has Debian's base system and the prerequisites scripts/setup.sh checks for (Java,
Go, Python); setup.sh installs the rest from its package maps (`declare -A ..._OF=([command]=package)`;
the DOCKER_* maps only with --docker, which scripts/docker-test.sh runs itself). SCRIPTS lists, for
every shell script under scripts/ and .ci/run, the external commands it calls and the step it runs
after. The list must be exactly what the script's syntax tree holds (shfmt's complete bash parser:
command and process substitutions, here-documents, case patterns, wrappers such as timeout, env and
$SUDO, the code of trap and sh -c; commands computed at run time, such as "$PYTHON", declared with
what they run), and each command must be installed by that step, be a prerequisite setup.sh checks
by name, or be in BASE (Debian 12's priority-required packages, checked against dpkg where there is
one). The synthetic scripts at the end show the checks failing when they should.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]

# Debian 12 packages of priority "required": in every installation, in debootstrap's minbase
# (scripts/docker-base-image.sh) and in Docker's debian images. Only the commands scripts use.
BASE: dict[str, tuple[str, ...]] = {
    "coreutils": ("cat", "cut", "date", "dirname", "env", "head", "id", "ln", "mkdir", "mktemp", "rm", "seq",
                  "sha256sum", "sleep", "sort", "stat", "tail", "tee", "timeout", "touch", "tr", "wc"),
    "sed": ("sed",), "grep": ("grep",), "findutils": ("find",), "mawk": ("awk",), "tar": ("tar",),
    "apt": ("apt-get",), "dash": ("sh",), "bash": ("bash",),
}
# Not installed by setup.sh, which checks for each and stops with one line naming it.
PREREQUISITES = {"java": "serbench needs a Java 17+ JDK", "go": "serbench needs Go",
                 "python3": "serbench needs Python 3.11",
                 "sudo": "run this as root, or install sudo"}  # only to install packages, only when not root

BUILTINS = frozenset("""
    : . [ alias bg bind break builtin caller cd command compgen complete continue declare dirs disown echo
    enable eval exec exit export false fc fg getopts hash help history jobs kill let local logout mapfile
    popd printf pushd pwd read readarray readonly return set shift shopt source suspend test times trap
    true type typeset ulimit umask unalias unset wait""".split())
CODE_BUILTINS = frozenset({"eval", "source", "."})  # they run code given as text, which no list can follow
WRAPPERS = {  # commands that run the command after their options (timeout: and a duration) -> options with a value
    "exec": {"-a"}, "command": set(), "env": {"-u", "-C", "-S"}, "sudo": {"-u", "-g", "-C", "-D", "-h", "-p", "-U"},
    "nohup": set(), "nice": {"-n"}, "timeout": {"-s", "-k"}, "xargs": {"-I", "-n", "-P", "-d", "-L", "-E", "-s"},
    "setsid": set(), "stdbuf": {"-i", "-o", "-e"}, "builtin": set()}


@dataclass(frozen=True)
class Script:
    commands: frozenset[str]  # the external commands it calls, by name
    # what runs before it: "base" (nothing: setup.sh itself), "setup" (scripts/setup.sh), "docker"
    # (scripts/setup.sh --docker), "image" (in an image build: what the Dockerfile stages install)
    step: str
    # commands computed at run time, as written -> what they may run ("": a file of the repository
    # or one set-up makes, such as .venv/bin/python)
    dynamic: dict[str, tuple[str, ...]] = field(default_factory=dict)
    wrappers: frozenset[str] = frozenset()  # those of them that run the next word (like sudo)
    runs_setup: tuple[str, ...] = ()  # the set-up command it runs itself, as typed


def commands(text: str) -> frozenset[str]:
    return frozenset(text.split())


SHELL_VALUE = ("true", "false")  # `if $flag; then`
SCRIPTS: dict[str, Script] = {
    "scripts/setup.sh": Script(
        commands("apt-get awk cat cut dirname env id ln mkdir sed sha256sum sort"), "base",
        dynamic={'"$JAVA"': ("java",), '"$PYTHON"': ("python3",), '"$GO"': ("go",), "$SUDO": ("sudo",),
                 "$DOCKER": SHELL_VALUE}, wrappers=frozenset({"$SUDO"})),
    "scripts/build.sh": Script(commands("dirname find mkdir touch"), "setup", dynamic={"$stale": SHELL_VALUE}),
    "scripts/run.sh": Script(commands("dirname"), "setup", runs_setup=("scripts/setup.sh",)),
    "scripts/test.sh": Script(commands("dirname mkdir touch"), "setup", runs_setup=("scripts/setup.sh",)),
    "scripts/fuzz.sh": Script(commands("dirname"), "setup", runs_setup=("scripts/setup.sh",)),
    "scripts/jmh.sh": Script(commands("cat date dirname java mkdir sed tr"), "setup", dynamic={'"$PY"': ("",)},
                             runs_setup=("scripts/setup.sh",)),
    "scripts/update-comparison.sh": Script(commands("dirname"), "setup"),
    "scripts/update-readme-columnar.sh": Script(commands("dirname"), "setup"),
    "scripts/update-golden-payloads.sh": Script(commands("cat dirname"), "setup"),
    "scripts/update-readme-evolution.sh": Script(commands("dirname"), "setup"),
    "scripts/update-readme-results.sh": Script(commands("dirname"), "setup"),
    "scripts/docker-test.sh": Script(
        commands("awk cat curl date dirname docker dockerd find git grep head id mkdir mktemp rm sed seq sleep "
                 "sort ss stat tail tee timeout touch"), "docker",
        dynamic={'"$PYTHON"': ("",),  # `docker compose`, Debian's docker-compose (v1), or v2 built with go:
                 '"${COMPOSE[@]}"': ("docker", "docker-compose"), '"${COMPOSE_BIN[@]}"': ("docker", "docker-compose"),
                 '"$(command -v go || echo /usr/local/go/bin/go)"': ("go",)},
        runs_setup=("scripts/setup.sh", "--docker")),
    "scripts/docker-base-image.sh": Script(commands("awk cat debootstrap docker id mktemp rm sed tail tar"), "docker"),
    "scripts/docker/add-ca-certificates.sh": Script(commands("awk find mkdir update-ca-certificates wc"), "image"),
    ".ci/run": Script(commands("dirname"), "setup", runs_setup=("scripts/test.sh",)),
}
IMAGE_PACKAGE_OF = {"update-ca-certificates": "ca-certificates"}  # in the images, from their apt-get install
DOCKERFILES = ("services/Dockerfile", "orchestrator/Dockerfile")
MADE_BY_SETUP = (".venv", ".tools")  # directories setup.sh makes (git-ignored)
SHFMT = REPO_ROOT / ".tools" / "bin" / "shfmt"


# --- the commands a script runs, from shfmt's syntax tree -----------------------------------------

class ParseError(ValueError):
    pass


@dataclass(frozen=True)
class Word:
    text: str  # without its quotes; expansions kept as written
    raw: str  # as written
    line: int


@dataclass(frozen=True)
class Call:
    word: Word  # the command word
    args: tuple[Word, ...]


ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z_0-9]*(\[[^]]*\])?\+?=")


def syntax_tree(text: str) -> dict:
    """The script as shfmt (mvdan.cc/sh, a complete bash parser, built by scripts/setup.sh) reads it."""
    shfmt = str(SHFMT) if SHFMT.exists() else shutil.which("shfmt")
    if shfmt is None:
        pytest.fail("shfmt is not installed: run scripts/setup.sh")
    done = subprocess.run([shfmt, "--to-json", "-ln", "bash"], input=text, capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise ParseError(done.stderr.strip())
    return json.loads(done.stdout)


def calls(text: str, wrappers: frozenset[str] = frozenset(), first_line: int = 1) -> tuple[list[Call], set[str]]:
    """Every command the text runs, and the functions it defines. A command is the first word of
    every simple command anywhere in the tree (command and process substitutions, here-documents,
    conditions and loops included; assignments, case patterns, for lists, [[ ]] and redirection
    targets are no commands), the command a wrapper or find -exec runs, and the code of trap and
    sh -c (parsed in turn)."""
    source, found, functions = text.encode(), [], set()

    def word(node: dict) -> Word:
        def unquoted(parts: list) -> str:
            return "".join(part["Value"] if part["Type"] in ("Lit", "SglQuoted") else unquoted(part.get("Parts", []))
                           if part["Type"] == "DblQuoted" else as_written(part) for part in parts)
        return Word(unquoted(node["Parts"]), as_written(node), node["Pos"]["Line"] + first_line - 1)

    def as_written(node: dict) -> str:
        return source[node["Pos"]["Offset"]:node["End"]["Offset"]].decode()

    def walk(node):
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            if node.get("Type") == "CallExpr" and node.get("Args"):
                found.extend(wrapped([word(argument) for argument in node["Args"]], wrappers))
            if node.get("Type") == "FuncDecl":
                functions.add(node["Name"]["Value"])
            for value in node.values():
                walk(value)

    walk(syntax_tree(text))
    for call in list(found):
        trap = call.word.text == "trap" and call.args and not call.args[0].text.startswith("-")
        for code in call.args[:1] if trap else [argument for flag, argument in zip(call.args, call.args[1:])
                                                 if flag.text == "-c" and call.word.text in ("sh", "bash", "dash")]:
            found += calls(code.text, wrappers, code.line)[0]
    return found, functions


def wrapped(words: list[Word], wrappers: frozenset[str]) -> list[Call]:
    """A call, and the call its wrapper (after the wrapper's options) or find -exec makes."""
    first, rest = words[0], words[1:]
    name = first.text if first.text in WRAPPERS else first.raw if first.raw in wrappers else None
    at = len(rest)
    if name is not None:
        at = 0
        while at < len(rest) and ((rest[at].text.startswith("-") and rest[at].text != "-")
                                  or (name == "env" and ASSIGNMENT.match(rest[at].text))):
            if name == "command" and rest[at].text in ("-v", "-V"):
                return [Call(first, tuple(rest))]  # command -v NAME: a look-up, not a call
            at += 2 if rest[at].text in WRAPPERS.get(name, ()) else 1
        at += name == "timeout"  # the duration
    elif first.text == "find":
        at = next((i + 1 for i, word in enumerate(rest) if word.text in ("-exec", "-execdir", "-ok", "-okdir")), at)
    return [Call(first, tuple(rest[:at]))] + (wrapped(rest[at:], wrappers) if at < len(rest) else [])


# --- classifying them, and what the set-up steps install ------------------------------------------

MAP = re.compile(r"^declare -A ([A-Z_]+_OF)=\((.*?)^\)", re.MULTILINE | re.DOTALL)


def classify(text: str, wrappers: frozenset[str] = frozenset()) -> dict[str, dict[str, list[int]]]:
    """kind (external, dynamic, path, code) -> name (as written, for dynamic) -> lines called on."""
    found: dict[str, dict[str, list[int]]] = {"external": {}, "dynamic": {}, "path": {}, "code": {}}
    all_calls, functions = calls(text, wrappers)
    for call in all_calls:
        name, root_relative = call.word.text, call.word.text.removeprefix("$ROOT/")
        if name != root_relative and "$" not in root_relative:
            kind, name = "path", root_relative
        elif "$" in name or "`" in name or name.startswith("/"):
            kind, name = "dynamic", call.word.raw
        elif name in functions or (name in BUILTINS and name not in CODE_BUILTINS):
            continue
        else:
            kind = "path" if "/" in name else "code" if name in CODE_BUILTINS else "external"
        found[kind].setdefault(name, []).append(call.word.line)
    return found


def package_maps(setup_text: str) -> dict[str, dict[str, str]]:
    """setup.sh's package maps: name -> {command: package}."""
    return {name: dict(re.findall(r"\[([^]]+)\]=(\S+)", body)) for name, body in MAP.findall(setup_text)}


def installed_by(step: str, setup_text: str, dockerfiles: dict[str, str]) -> set[str]:
    present = {command for commands in BASE.values() for command in commands}
    if step == "image":
        stages = [stage.replace("\\\n", " ") for text in dockerfiles.values()
                  for stage in re.split(r"^FROM ", text, flags=re.MULTILINE)[1:]
                  if re.search(r"^RUN add-ca-certificates", stage, re.MULTILINE)]
        return present | {command for command, package in IMAGE_PACKAGE_OF.items() if stages and all(
            package in re.findall(r"[\w.+-]+", " ".join(re.findall(r"apt-get install([^&]*)", stage)))
            for stage in stages)}
    present |= {command for command, message in PREREQUISITES.items() if message in setup_text}
    for name, entries in package_maps(setup_text).items():
        if step == "docker" or (step == "setup" and not name.startswith("DOCKER_")):
            present |= set(entries)
    return present


def shell_scripts(root: Path) -> list[str]:
    """Every shell script under scripts/ (by extension or #! line), and .ci/run."""
    shebang = re.compile(r"#!.*\b(ba|da)?sh\b")
    found = [path.relative_to(root).as_posix() for path in sorted((root / "scripts").rglob("*"))
             if path.is_file() and (path.suffix == ".sh" or shebang.match(path.read_text(errors="replace")[:80]))]
    return found + [".ci/run"] * (root / ".ci" / "run").exists()


def problems_of(path: str, text: str, script: Script, root: Path, setup_text: str, dockerfiles: dict) -> list[str]:
    found = classify(text, script.wrappers)
    problems = [f"{path}:{lines[0]}: calls {name}, which is not in its list in SCRIPTS"
                for name, lines in sorted(found["external"].items()) if name not in script.commands]
    problems += [f"{path}:{lines[0]}: runs {word}, computed at run time and not declared in SCRIPTS (dynamic)"
                 for word, lines in sorted(found["dynamic"].items()) if word not in script.dynamic]
    problems += [f"{path}:{lines[0]}: {name} runs code no list can follow; avoid it in scripts"
                 for name, lines in sorted(found["code"].items())]
    stale = script.commands - set(found["external"]) | set(script.dynamic) - set(found["dynamic"])
    problems += [f"{path}: lists {name}, which it does not call (a stale entry hides a missing one)"
                 for name in sorted(stale)]
    for relative, lines in sorted(found["path"].items()):
        inside = Path(*[part for part in Path(relative).parts if part not in (".", "..")])
        if not (root / inside).is_file() and inside.parts[0] not in MADE_BY_SETUP:
            problems.append(f"{path}:{lines[0]}: runs {relative}, which is not a file of the repository")
    needed = script.commands | {command for runs in script.dynamic.values() for command in runs
                                if command and command not in BUILTINS}
    installer, remedy = {"base": ("anything (it runs first)", "PREREQUISITES, or BASE"),
                         "setup": ("scripts/setup.sh", "a package map of setup.sh, or BASE"),
                         "docker": ("scripts/setup.sh --docker", "a package map of setup.sh, or BASE"),
                         "image": ("the Dockerfiles", "the apt-get install of the stages that run it")}[script.step]
    missing = needed - installed_by(script.step, setup_text, dockerfiles)
    problems += [f"{path}: needs {name}, not installed by {installer} nor part of Debian's base system "
                 f"(add it to {remedy})" for name in sorted(missing)]
    typed = [[call.word.text.removeprefix("$ROOT/"), *(word.text for word in call.args)] for call in calls(text)[0]]
    if script.runs_setup and list(script.runs_setup) not in [words[:len(script.runs_setup)] for words in typed]:
        problems.append(f"{path}: does not run {' '.join(script.runs_setup)} itself")
    return problems


def all_problems(root: Path, scripts: dict[str, Script]) -> list[str]:
    setup_text = (root / "scripts" / "setup.sh").read_text()
    dockerfiles = {name: (root / name).read_text() for name in DOCKERFILES if (root / name).exists()}
    problems = [f"{path}: a shell script missing from SCRIPTS (list the commands it calls)"
                for path in shell_scripts(root) if path not in scripts]
    for path, script in scripts.items():
        problems += (problems_of(path, (root / path).read_text(), script, root, setup_text, dockerfiles)
                     if (root / path).exists() else [f"{path}: in SCRIPTS but not in the repository"])
    return problems


# --- the tests ------------------------------------------------------------------------------------

def test_every_command_a_script_calls_is_listed_and_installed_by_its_setup_step():
    assert all_problems(REPO_ROOT, SCRIPTS) == []


def test_no_other_file_under_scripts_starts_programs():
    """The Python and Java files there would need lists of their own."""
    spawning = re.compile(r"\bsubprocess\b|os\.(system|exec|spawn|popen)|ProcessBuilder|Runtime\.getRuntime")
    listed = set(shell_scripts(REPO_ROOT))
    assert [path for path in sorted((REPO_ROOT / "scripts").rglob("*")) if path.is_file() and path.relative_to(
        REPO_ROOT).as_posix() not in listed and spawning.search(path.read_text(errors="replace"))] == []


def test_the_docker_maps_are_installed_only_with_docker_and_the_others_always():
    setup_text = (REPO_ROOT / "scripts" / "setup.sh").read_text()
    block = re.search(r"^if \$DOCKER; then\n(.*?)^fi\n", setup_text, re.MULTILINE | re.DOTALL).group(1)
    maps = package_maps(setup_text)
    assert {"PACKAGE_OF", "DOCKER_PACKAGE_OF", "DOCKER_ENGINE_OF"} <= set(maps)
    for name in maps:
        outside = len(re.findall(rf"\b{name}\b", setup_text.replace(block, ""))) - 1  # but the declaration
        assert (name in block and outside == 0) if name.startswith("DOCKER_") else outside > 0, name
    assert maps["DOCKER_PACKAGE_OF"]["debootstrap"] == "debootstrap"  # issue 37


@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="no dpkg on this machine")
def test_base_is_what_debian_requires():
    """Each BASE package has priority 'required' and installs its commands (or the alternative,
    such as mawk's awk, that the command resolves to)."""
    wrong = []
    for package, names in BASE.items():
        priority = subprocess.run(["dpkg-query", "-W", "-f=${Priority}", package], capture_output=True, text=True)
        files = {f.removeprefix("/usr") for f in subprocess.run(
            ["dpkg-query", "-L", package], capture_output=True, text=True).stdout.split()}
        wrong += [f"{package}: priority {priority.stdout or 'unknown'}"] * (priority.stdout != "required")
        for name in names:
            where = shutil.which(name, path="/usr/sbin:/usr/bin:/sbin:/bin")
            if not where or not {where.removeprefix("/usr"), str(Path(where).resolve()).removeprefix("/usr")} & files:
                wrong.append(f"{package}: has no {name}")
    assert wrong == []


# --- the checks fail when they should (synthetic scripts) -----------------------------------------

SETUP = """#!/usr/bin/env bash
declare -A PACKAGE_OF=(
  [flatc]=flatbuffers-compiler
)
declare -A DOCKER_PACKAGE_OF=(
  [debootstrap]=debootstrap
)
if $DOCKER; then
  for tool in "${!DOCKER_PACKAGE_OF[@]}"; do :; done
fi
"""
NEEDS = "not installed by {} nor part of Debian's base system (add it to a package map of setup.sh, or BASE)"
DEBOOTSTRAP = "#!/bin/bash\ndebootstrap --variant=minbase bookworm /tmp/x\n"


@pytest.mark.parametrize("files, script, problems", [
    ({"scripts/new.sh": '#!/bin/bash\nset -e\nout=$(jq -r .name "$1")\necho "$out"\n'}, Script(frozenset(), "setup"),
     ["scripts/new.sh:3: calls jq, which is not in its list in SCRIPTS"]),
    ({"scripts/new.sh": '#!/bin/bash\njq -r .name "$1"\nflatc --version\n'}, Script(commands("jq flatc"), "setup"),
     ["scripts/new.sh: needs jq, " + NEEDS.format("scripts/setup.sh")]),
    # issue 37: debootstrap came from nowhere; DOCKER_PACKAGE_OF brings it, with --docker only
    ({"scripts/new.sh": DEBOOTSTRAP}, Script(commands("debootstrap"), "docker"), []),
    ({"scripts/new.sh": DEBOOTSTRAP}, Script(commands("debootstrap"), "setup"),
     ["scripts/new.sh: needs debootstrap, " + NEEDS.format("scripts/setup.sh")]),
    ({"scripts/new.sh": DEBOOTSTRAP, "scripts/setup.sh": SETUP.replace("  [debootstrap]=debootstrap\n", "")},
     Script(commands("debootstrap"), "docker"),
     ["scripts/new.sh: needs debootstrap, " + NEEDS.format("scripts/setup.sh --docker")]),
    ({"scripts/new.sh": '#!/bin/sh\nTOOL=${TOOL:-jq}\n"$TOOL" .\n', "scripts/other": "#!/usr/bin/env bash\necho hi\n",
      "scripts/data.py": "print('not a shell script')\n"}, Script(commands("jq"), "setup"),
     ["scripts/other: a shell script missing from SCRIPTS (list the commands it calls)",
      'scripts/new.sh:3: runs "$TOOL", computed at run time and not declared in SCRIPTS (dynamic)',
      "scripts/new.sh: lists jq, which it does not call (a stale entry hides a missing one)",
      "scripts/new.sh: needs jq, " + NEEDS.format("scripts/setup.sh")]),
    ({"scripts/new.sh": "#!/bin/bash\nscripts/setup.sh\ndocker info\nscripts/gone.sh\n"},
     Script(frozenset(), "docker", runs_setup=("scripts/setup.sh", "--docker")),
     ["scripts/new.sh:3: calls docker, which is not in its list in SCRIPTS",
      "scripts/new.sh:4: runs scripts/gone.sh, which is not a file of the repository",
      "scripts/new.sh: does not run scripts/setup.sh --docker itself"]),
])
def test_the_checks_fail_on_a_synthetic_script(tmp_path, files, script, problems):
    for path, text in {"scripts/setup.sh": SETUP, **files}.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    setup = Script(frozenset(), "base", dynamic={"$DOCKER": SHELL_VALUE})
    assert all_problems(tmp_path, {"scripts/setup.sh": setup, "scripts/new.sh": script}) == problems


def test_the_parse_finds_commands_wherever_bash_runs_them():
    text = r'''#!/bin/bash
say() { printf '%s\n' "$*"; }   # a function: not a command
x=$(one -a | two) y="$(three "$(four)")" z=`five`; [ -n "$x" ] && six "$(( $(seven) + 1 ))" || { eight; }
if ! nine; then ten >"$(eleven)" 2>&1; elif twelve; then :; fi
while read -r line; do thirteen "$line"; done < <(fourteen); for f in $(fifteen) not-a-command; do sixteen; done
case "$1" in
  a|b) seventeen ;;
  "c d"*) eighteen; nineteen ;;
  *) twenty
esac
timeout 5 twentyone --flag; env -u X A=1 twentytwo; $SUDO twentythree arg; exec twentyfour
command -v not-a-command-either >/dev/null; command twentyfive; find . -name '*.x' -exec twentysix {} \;
trap 'twentyseven; rm -f "$tmp"' EXIT; sh -c 'twentyeight | twentynine'
cat <<EOF
$(thirty) and ${HOME} and not-a-command-in-a-here-document
EOF
python3 - <<'PY'
import not_a_command; print("$(not-run)")
PY
arr=(not-a-command "$(thirtyone)"); [[ $x == y && -n $(thirtytwo) ]]; (( count += $(thirtythree) ))
echo "a \"quoted $(thirtyfour)\" string" # and $(not-a-comment-command)
VAR=1 thirtyfive \
  --continued; ${x:-$(thirtysix)} "${arr[@]}"
'''
    found = classify(text, wrappers=frozenset({"$SUDO"}))
    numbers = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
               "seventeen eighteen nineteen twenty twentyone twentytwo twentythree twentyfour twentyfive twentysix "
               "twentyseven twentyeight twentynine thirty thirtyone thirtytwo thirtythree thirtyfour thirtyfive "
               "thirtysix")  # and the wrappers and shells, which are commands too:
    assert set(found["external"]) == set(numbers.split()) | {"timeout", "env", "find", "sh", "rm", "cat", "python3"}
    assert set(found["dynamic"]) == {"$SUDO", "${x:-$(thirtysix)}"}
    # lines as in the file: a here-document's, a trap's code, after a continued line
    assert [found["external"][name] for name in ("thirty", "twentyseven", "thirtyfive")] == [[15], [13], [22]]


@pytest.mark.parametrize("text", ['echo "open', "x=$(one", "cat <<EOF\nno end\n", "echo `two", "echo ${x", "((1 + 2"])
def test_a_parse_it_cannot_finish_is_an_error(text):
    with pytest.raises(ParseError):
        classify(text)
