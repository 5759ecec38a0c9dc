"""Every command the scripts call is installed by a setup step or is part of Debian's base system.

A fresh machine has Debian's base system and the prerequisites scripts/setup.sh checks for (Java,
Go, Python); setup.sh installs the rest from its package maps (`declare -A ..._OF=([command]=package)`,
the DOCKER_* maps only with `--docker`, which scripts/docker-test.sh runs itself). SCRIPTS below
lists, for every shell script under scripts/ and .ci/run, the external commands it calls and the
set-up step it runs after. Two checks keep that honest:

- the list is complete: a conservative parse of the script (quotes, command and process
  substitutions, here-documents, case patterns, wrappers such as `timeout`, `env`, `$SUDO`, code
  in `trap` and `sh -c`) finds no command name outside it, and no command computed at run time
  (`"$PYTHON"`, `"${COMPOSE[@]}"`) that is not declared with what it runs;
- the list is covered: every listed command is installed by that step, is a prerequisite setup.sh
  checks by name, or is in BASE (Debian 12's `Priority: required` packages, which every Debian
  system and image has; checked against dpkg where this machine has it).

The synthetic scripts at the end show that each check fails when it should.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]

# --- what a fresh Debian machine has --------------------------------------------------------------

# Debian 12 packages of priority "required": in every installation, in debootstrap's minbase
# variant (scripts/docker-base-image.sh) and in Docker's official debian images. Only the
# commands the scripts use; add one with its package when a script needs it.
BASE: dict[str, tuple[str, ...]] = {
    "coreutils": ("cat", "cut", "date", "dirname", "env", "head", "id", "ln", "mkdir", "mktemp", "rm",
                  "seq", "sha256sum", "sleep", "sort", "stat", "tail", "tee", "timeout", "touch",
                  "tr", "wc"),
    "sed": ("sed",),
    "grep": ("grep",),
    "findutils": ("find",),
    "mawk": ("awk",),  # the awk alternative of the base system
    "tar": ("tar",),
    "apt": ("apt-get",),
    "dash": ("sh",),
    "bash": ("bash",),
}
BASE_COMMANDS = {command: package for package, commands in BASE.items() for command in commands}

# Not installed by setup.sh, which checks for each and stops with one line naming it.
PREREQUISITES = {
    "java": "serbench needs a Java 17+ JDK",
    "go": "serbench needs Go",
    "python3": "serbench needs Python 3.11",
    "sudo": "run this as root, or install sudo",  # only to install packages, only when not root
}

# Shell builtins and keywords (bash and dash): never looked up on the PATH.
BUILTINS = frozenset("""
    : . [ alias bg bind break builtin caller cd command compgen complete continue declare dirs
    disown echo enable eval exec exit export false fc fg getopts hash help history jobs kill let
    local logout mapfile popd printf pushd pwd read readarray readonly return set shift shopt
    source suspend test times trap true type typeset ulimit umask unalias unset wait
""".split())
# Builtins that run code given as text: where they appear, the code cannot be checked.
CODE_BUILTINS = frozenset({"eval", "source", "."})
KEYWORDS = frozenset({"if", "then", "else", "elif", "fi", "do", "done", "while", "until", "!", "{",
                      "}", "time", "coproc"})
# Commands that run the command after their options (and, for timeout, a duration).
WRAPPERS = {  # name -> options that take an argument
    "exec": {"-a"}, "command": set(), "env": {"-u", "-C", "-S", "--unset", "--chdir"},
    "sudo": {"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U"}, "nohup": set(), "nice": {"-n"},
    "timeout": {"-s", "-k", "--signal", "--kill-after"}, "xargs": {"-I", "-n", "-P", "-d", "-L", "-E", "-s", "-a"},
    "setsid": set(), "stdbuf": {"-i", "-o", "-e"}, "builtin": set(),
}
FIND_EXEC = frozenset({"-exec", "-execdir", "-ok", "-okdir"})
SHELLS = frozenset({"sh", "bash", "dash"})


# --- what each script calls -----------------------------------------------------------------------

@dataclass(frozen=True)
class Script:
    # the external commands it calls, by name
    commands: frozenset[str]
    # what must have run before it: "base" (nothing: setup.sh itself), "setup" (scripts/setup.sh),
    # "docker" (scripts/setup.sh --docker), or "image" (inside an image build; what the
    # Dockerfiles' stages that run it install)
    step: str
    # command words computed at run time, as written -> the commands they may run ("" for a file
    # of the repository or one setup makes, such as .venv/bin/python)
    dynamic: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # those of them that run the next word as a command (like sudo)
    wrappers: frozenset[str] = frozenset()
    # the set-up command it runs itself, as typed (its step then needs nothing done by hand)
    runs_setup: tuple[str, ...] = ()


def commands(text: str) -> frozenset[str]:
    return frozenset(text.split())


SHELL_VALUE = ("true", "false")  # `if $flag; then`: a variable holding true or false
SCRIPTS: dict[str, Script] = {
    "scripts/setup.sh": Script(
        commands("apt-get awk cat cut dirname env id ln mkdir sed sha256sum sort"), "base",
        dynamic={'"$JAVA"': ("java",), '"$PYTHON"': ("python3",), '"$GO"': ("go",), "$SUDO": ("sudo",),
                 "$DOCKER": SHELL_VALUE},
        wrappers=frozenset({"$SUDO"})),
    "scripts/build.sh": Script(commands("dirname find mkdir touch"), "setup", dynamic={"$stale": SHELL_VALUE}),
    "scripts/run.sh": Script(commands("dirname"), "setup", runs_setup=("scripts/setup.sh",)),
    "scripts/test.sh": Script(commands("dirname mkdir touch"), "setup", runs_setup=("scripts/setup.sh",)),
    "scripts/fuzz.sh": Script(commands("dirname"), "setup", runs_setup=("scripts/setup.sh",)),
    "scripts/jmh.sh": Script(
        commands("cat date dirname java mkdir sed tr"), "setup",
        dynamic={'"$PY"': ("",)}, runs_setup=("scripts/setup.sh",)),
    "scripts/update-comparison.sh": Script(commands("dirname"), "setup"),
    "scripts/update-readme-columnar.sh": Script(commands("dirname"), "setup"),
    "scripts/update-readme-results.sh": Script(commands("dirname"), "setup"),
    "scripts/docker-test.sh": Script(
        commands("awk cat curl date dirname docker dockerd find git grep head id mkdir mktemp rm sed seq sleep "
                 "sort ss stat tail tee timeout touch"), "docker",
        dynamic={'"$PYTHON"': ("",),
                 # `docker compose`, Debian's docker-compose (v1), or Compose v2 built by go
                 '"${COMPOSE[@]}"': ("docker", "docker-compose"),
                 '"${COMPOSE_BIN[@]}"': ("docker", "docker-compose"),
                 '"$(command -v go || echo /usr/local/go/bin/go)"': ("go",)},
        runs_setup=("scripts/setup.sh", "--docker")),
    "scripts/docker-base-image.sh": Script(
        commands("awk cat debootstrap docker id mktemp rm sed tail tar"), "docker"),
    "scripts/docker/add-ca-certificates.sh": Script(
        commands("awk find mkdir update-ca-certificates wc"), "image"),
    ".ci/run": Script(commands("dirname"), "setup", runs_setup=("scripts/test.sh",)),
}
# Inside the images: what the Dockerfiles' apt-get install lines bring, by command.
IMAGE_PACKAGE_OF = {"update-ca-certificates": "ca-certificates"}
DOCKERFILES = ("services/Dockerfile", "orchestrator/Dockerfile")


# --- a conservative shell lexer -------------------------------------------------------------------

@dataclass(frozen=True)
class Word:
    text: str  # quotes removed; expansions and substitutions kept as written
    raw: str  # as written
    line: int


@dataclass(frozen=True)
class Op:
    text: str
    line: int


SEPARATORS = frozenset({";", "&", "&&", "||", "|", "|&", "\n", "(", ")", ";;", ";&", ";;&"})
REDIRECTIONS = frozenset({"<", ">", ">>", ">&", "<&", "<>", ">|", "&>", "&>>", "<<<"})
OPERATORS = sorted(SEPARATORS | REDIRECTIONS | {"<<", "<<-"}, key=len, reverse=True)


class ParseError(ValueError):
    pass


class Lexer:
    """Splits shell text into words and operators, the way bash reads it for these purposes.
    Every piece of code nested in it (command and process substitutions, also inside double
    quotes, here-documents and ${...}; backticks; arithmetic) is lexed too and kept in `nested`,
    each piece as its own token list."""

    def __init__(self, text: str, first_line: int = 1):
        self.text = text
        self.i = 0
        self.first_line = first_line
        self.nested: list[list] = []
        self.heredocs: list[tuple[str, bool, bool]] = []  # (delimiter, quoted, strip tabs)

    def line(self, position: int) -> int:
        return self.first_line + self.text.count("\n", 0, position)

    def script(self) -> list:
        return self._read(stop=None)

    def _read(self, stop: str | None) -> list:
        text, tokens = self.text, []
        word: list[str] | None = None
        start = 0
        depth = 0

        def end_word():
            nonlocal word
            if word is not None:
                tokens.append(Word("".join(word), text[start:self.i], self.line(start)))
                word = None

        while self.i < len(text):
            c = text[self.i]
            if word is None and c == "#":
                while self.i < len(text) and text[self.i] != "\n":
                    self.i += 1
                continue
            if c in " \t":
                end_word()
                self.i += 1
                continue
            if c == "\\":
                if text[self.i + 1:self.i + 2] == "\n":  # a continued line
                    self.i += 2
                    continue
                if word is None:
                    word, start = [], self.i
                word.append(text[self.i + 1:self.i + 2])
                self.i += 2
                continue
            if c == "\n":
                end_word()
                tokens.append(Op("\n", self.line(self.i)))
                self.i += 1
                self._heredoc_bodies()
                continue
            if c == "(":
                if word is not None and "".join(word).endswith("="):  # an array: a=( ... )
                    self.i += 1
                    self._read(stop=")")  # its words are data; substitutions in it are kept
                    word.append("(…)")
                    continue
                if word is None and text[self.i + 1:self.i + 2] == "(":  # (( arithmetic ))
                    start = self.i
                    self._arithmetic()
                    tokens.append(Word("((…))", text[start:self.i], self.line(start)))
                    continue
                end_word()
                tokens.append(Op("(", self.line(self.i)))
                self.i += 1
                depth += 1
                continue
            if c == ")":
                end_word()
                if stop == ")" and depth == 0:
                    self.i += 1
                    return tokens
                tokens.append(Op(")", self.line(self.i)))
                self.i += 1
                depth = max(depth - 1, 0)
                continue
            if c in "<>" and text[self.i + 1:self.i + 2] == "(":  # process substitution
                if word is None:
                    word, start = [], self.i
                self.i += 2
                self.nested.append(self._read(stop=")"))
                word.append(c + "(…)")
                continue
            if c in ";&|<>":
                if word is not None and c in "<>" and "".join(word).isdigit():  # 2>... : a descriptor
                    word = None
                end_word()
                operator = next(o for o in OPERATORS if text.startswith(o, self.i))
                tokens.append(Op(operator, self.line(self.i)))
                self.i += len(operator)
                if operator in ("<<", "<<-"):
                    self._heredoc_start(strip_tabs=operator == "<<-")
                continue
            if word is None:
                word, start = [], self.i
            if c == "'":
                end = text.find("'", self.i + 1)
                if end < 0:
                    raise ParseError(f"line {self.line(self.i)}: unterminated '")
                word.append(text[self.i + 1:end])
                self.i = end + 1
            elif c == '"':
                self.i += 1
                word.append(self._double_quoted(closing='"'))
            elif c == "`":
                word.append(self._backticks())
            elif c == "$":
                word.append(self._dollar())
            else:
                word.append(c)
                self.i += 1
        end_word()
        if stop is not None:
            raise ParseError(f"unterminated substitution: no '{stop}' before the end")
        return tokens

    def _double_quoted(self, closing: str | None) -> str:
        """The text of a double-quoted string (or of a here-document's body: closing None) from
        self.i; lexes the substitutions in it. Leaves self.i after the closing quote."""
        text, out = self.text, []
        while self.i < len(text):
            c = text[self.i]
            if closing is not None and c == closing:
                self.i += 1
                return "".join(out)
            if c == "\\":
                out.append(text[self.i + 1:self.i + 2])
                self.i += 2
            elif c == "$":
                out.append(self._dollar())
            elif c == "`":
                out.append(self._backticks())
            else:
                out.append(c)
                self.i += 1
        if closing is not None:
            raise ParseError(f"unterminated {closing}")
        return "".join(out)

    def _backticks(self) -> str:
        start, text = self.i, self.text
        self.i += 1
        body = []
        while self.i < len(text) and text[self.i] != "`":
            if text[self.i] == "\\" and text[self.i + 1:self.i + 2] in ("`", "\\", "$"):
                self.i += 1
            body.append(text[self.i])
            self.i += 1
        if self.i >= len(text):
            raise ParseError(f"line {self.line(start)}: unterminated `")
        self.i += 1
        inner = Lexer("".join(body), self.line(start))
        self.nested.append(inner.script())
        self.nested.extend(inner.nested)
        return text[start:self.i]

    def _dollar(self) -> str:
        """An expansion at self.i ('$'); returns it as written, lexing any code in it."""
        text, start = self.text, self.i
        following = text[self.i + 1:self.i + 2]
        if text.startswith("$((", self.i):
            self.i += 1
            self._arithmetic()
        elif following == "(":
            self.i += 2
            self.nested.append(self._read(stop=")"))
        elif following == "{":
            self.i += 2
            depth = 1
            while self.i < len(text) and depth:
                c = text[self.i]
                if c == "\\":
                    self.i += 2
                elif c == "'":
                    self.i = text.index("'", self.i + 1) + 1
                elif c == '"':
                    self.i += 1
                    self._double_quoted(closing='"')
                elif c == "$":
                    self._dollar()
                elif c == "`":
                    self._backticks()
                else:
                    depth += {"{": 1, "}": -1}.get(c, 0)
                    self.i += 1
            if depth:
                raise ParseError(f"line {self.line(start)}: unterminated ${{")
        elif following == "'":
            self.i = text.index("'", self.i + 2) + 1
        else:
            match = re.compile(r"\$(?:[A-Za-z_][A-Za-z_0-9]*|[0-9@*#?$!-])?").match(text, self.i)
            self.i = match.end()
        return text[start:self.i]

    def _arithmetic(self) -> None:
        """(( ... )) from self.i, with any substitutions in it."""
        text, start = self.text, self.i
        self.i += 2
        depth = 2
        while self.i < len(text):
            c = text[self.i]
            if c == "$" and text[self.i + 1:self.i + 2] in ("(", "{"):
                self._dollar()
                continue
            if c == "`":
                self._backticks()
                continue
            depth += {"(": 1, ")": -1}.get(c, 0)
            self.i += 1
            if depth == 0:
                return
        raise ParseError(f"line {self.line(start)}: unterminated ((")

    def _heredoc_start(self, strip_tabs: bool) -> None:
        text = self.text
        while text[self.i:self.i + 1] in (" ", "\t"):
            self.i += 1
        match = re.compile(r"""('[^']*'|"[^"]*"|\\?[^\s;&|()<>'"]+)+""").match(text, self.i)
        if not match:
            raise ParseError(f"line {self.line(self.i)}: a here-document without a delimiter")
        delimiter = match.group(0)
        self.i = match.end()
        quoted = any(q in delimiter for q in "'\"\\")
        self.heredocs.append((re.sub(r"""['"\\]""", "", delimiter), quoted, strip_tabs))

    def _heredoc_bodies(self) -> None:
        """After a newline: the bodies of the here-documents started on the line just ended."""
        pending, self.heredocs = self.heredocs, []
        for delimiter, quoted, strip_tabs in pending:
            start = self.i
            while True:
                end = self.text.find("\n", self.i)
                line = self.text[self.i:end if end >= 0 else len(self.text)]
                if (line.lstrip("\t") if strip_tabs else line) == delimiter:
                    body_end = self.i
                    self.i = end + 1 if end >= 0 else len(self.text)
                    break
                if end < 0:
                    raise ParseError(f"line {self.line(start)}: here-document without its {delimiter} line")
                self.i = end + 1
            if not quoted:  # expansions and substitutions happen in it
                inner = Lexer(self.text[start:body_end], self.line(start))
                inner._double_quoted(closing=None)
                self.nested.extend(inner.nested)


# --- from tokens to the commands a script runs ----------------------------------------------------

@dataclass(frozen=True)
class Call:
    word: Word  # the command word
    args: tuple[Word, ...]


ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z_0-9]*(\[[^]]*\])?\+?=")


def calls(text: str, wrappers: frozenset[str] = frozenset(), first_line: int = 1) -> list[Call]:
    """Every command the shell text runs, with its arguments, nested code included: the first
    word of each simple command after assignments and keywords; the command a wrapper runs;
    the code of `trap` and `sh -c`; what `find -exec` runs. Case patterns, `for` lists, `[[ ]]`
    and redirection targets are not commands."""
    lexer = Lexer(text, first_line)
    pieces = [lexer.script()]
    pieces.extend(lexer.nested)
    found: list[Call] = []
    for tokens in pieces:
        found.extend(_calls(tokens, wrappers))
    code = []
    for call in found:
        name = call.word.text
        if name == "trap" and call.args and not call.args[0].text.startswith("-"):
            code.append(call.args[0])
        elif name in SHELLS:
            for flag, argument in zip(call.args, call.args[1:]):
                if flag.text == "-c":
                    code.append(argument)
    for word in code:
        found.extend(calls(word.text, wrappers, word.line))
    return found


def _calls(tokens: list, wrappers: frozenset[str]) -> list[Call]:
    found: list[Call] = []
    current: list[Word] | None = None  # the words of the call being read
    expect_command = True
    skip_target = False  # the word after a redirection is a file
    cases: list[str] = []  # per open case: "subject", "pattern" or "body"
    in_for = in_test = after_separator = find_exec = False
    wrapper: tuple[str, str] | None = None  # the current call's wrapper and what it reads next

    def finish():
        nonlocal current, wrapper, find_exec
        if current:
            found.append(Call(current[0], tuple(current[1:])))
        current, wrapper, find_exec = None, None, False

    def start(word: Word):
        nonlocal current, wrapper, expect_command
        finish()
        current, expect_command = [word], False
        if word.text in WRAPPERS or word.raw in wrappers:
            wrapper = (word.text if word.text in WRAPPERS else word.raw, "options")

    for token in tokens:
        if isinstance(token, Op):
            skip_target = token.text in REDIRECTIONS
            if skip_target or token.text in ("<<", "<<-"):
                continue
            finish()
            after_separator, expect_command = True, True
            if cases and cases[-1] == "pattern":
                if token.text == ")":
                    cases[-1] = "body"
            elif cases and token.text in (";;", ";&", ";;&"):
                cases[-1] = "pattern"
            continue
        if skip_target:
            skip_target = False
            continue
        text = token.text
        separated, after_separator = after_separator, False
        if cases and cases[-1] == "subject":
            if text == "in":
                cases[-1] = "pattern"
            continue
        if cases and cases[-1] == "pattern":
            if text == "esac":
                cases.pop()
            continue
        if in_for:
            if text == "do" and separated:
                in_for = False
            continue
        if in_test:
            in_test = text != "]]"
            continue
        if not expect_command:
            if current is None:  # after `function`
                continue
            if wrapper is not None:
                name, reading = wrapper
                if reading == "argument":  # of an option
                    wrapper = (name, "options")
                    current.append(token)
                    continue
                if reading == "options" and ((text.startswith("-") and text != "-")
                                             or (name == "env" and ASSIGNMENT.match(text))):
                    current.append(token)
                    if name == "command" and text in ("-v", "-V"):
                        wrapper = None  # command -v NAME: a look-up, not a call
                    elif text in WRAPPERS.get(name, ()):
                        wrapper = (name, "argument")
                    continue
                if reading == "options" and name == "timeout":
                    wrapper = (name, "command")  # this word is the duration
                    current.append(token)
                    continue
                start(token)  # the command the wrapper runs
                continue
            if find_exec:
                start(token)
                continue
            current.append(token)
            find_exec = text in FIND_EXEC and current[0].text == "find"
            continue
        # a command position
        if ASSIGNMENT.match(text) or text in KEYWORDS or text == "((…))":
            continue
        if text == "esac":
            if cases:
                cases.pop()
        elif text == "case":
            cases.append("subject")
        elif text in ("for", "select"):
            in_for = True
        elif text == "[[":
            in_test = True
        elif text == "function":
            expect_command = False  # the name that follows is defined, not run
        else:
            start(token)
    finish()
    return found


# --- classifying the calls ------------------------------------------------------------------------

MADE_BY_SETUP = (".venv", ".tools")  # directories setup.sh makes (git-ignored)
FUNCTION = re.compile(r"^[ \t]*(?:function[ \t]+)?([A-Za-z_][A-Za-z_0-9:-]*)[ \t]*\(\)", re.MULTILINE)


@dataclass
class Found:
    external: dict[str, list[int]] = field(default_factory=dict)  # name -> lines
    dynamic: dict[str, list[int]] = field(default_factory=dict)  # word as written -> lines
    paths: dict[str, list[int]] = field(default_factory=dict)  # repository path -> lines
    unknown_code: dict[str, list[int]] = field(default_factory=dict)  # eval/source -> lines


def classify(text: str, wrappers: frozenset[str] = frozenset()) -> Found:
    functions = set(FUNCTION.findall(text))
    found = Found()
    for call in calls(text, wrappers):
        word, name = call.word, call.word.text
        line = word.line
        if name.startswith("$ROOT/") and "$" not in name[len("$ROOT/"):]:
            found.paths.setdefault(name[len("$ROOT/"):], []).append(line)
        elif "$" in name or "`" in name or name.startswith("/"):
            found.dynamic.setdefault(word.raw, []).append(line)
        elif "/" in name:
            found.paths.setdefault(name, []).append(line)
        elif name in functions:
            continue
        elif name in CODE_BUILTINS:
            found.unknown_code.setdefault(name, []).append(line)
        elif name in BUILTINS:
            continue
        else:
            found.external.setdefault(name, []).append(line)
    return found


# --- what the set-up steps install ----------------------------------------------------------------

MAP = re.compile(r"^declare -A ([A-Z_]+_OF)=\((.*?)^\)", re.MULTILINE | re.DOTALL)
ENTRY = re.compile(r"\[([^]]+)\]=(\S+)")


def package_maps(setup_text: str) -> dict[str, dict[str, str]]:
    """setup.sh's package maps: name -> {command: package}."""
    return {name: dict(ENTRY.findall(body)) for name, body in MAP.findall(setup_text)}


def docker_block(setup_text: str) -> str:
    match = re.search(r"^if \$DOCKER; then\n(.*?)^fi\n", setup_text, re.MULTILINE | re.DOTALL)
    assert match, "setup.sh has no `if $DOCKER; then ... fi` block that installs the --docker maps"
    return match.group(1)


def installed_by(step: str, setup_text: str, dockerfiles: dict[str, str]) -> dict[str, str]:
    """command -> what makes it present, for a script run after `step`."""
    present = {command: f"base system ({package})" for command, package in BASE_COMMANDS.items()}
    if step == "image":
        present.update(image_packages(dockerfiles))
        return present
    present.update({command: f"prerequisite setup.sh checks ({message!r})" for command, message in PREREQUISITES.items()
                    if message in setup_text})
    if step == "base":
        return present
    for name, entries in package_maps(setup_text).items():
        if name.startswith("DOCKER_") and step != "docker":
            continue
        present.update({command: f"setup.sh {name} ({package})" for command, package in entries.items()})
    return present


def image_packages(dockerfiles: dict[str, str]) -> dict[str, str]:
    """The commands of IMAGE_PACKAGE_OF present in every Dockerfile stage that runs
    add-ca-certificates (the stage's own apt-get install lines)."""
    stages = [stage for text in dockerfiles.values() for stage in re.split(r"^FROM ", text, flags=re.MULTILINE)[1:]
              if re.search(r"^RUN add-ca-certificates", stage, re.MULTILINE)]
    assert stages, "no Dockerfile stage runs add-ca-certificates"
    present = {}
    for command, package in IMAGE_PACKAGE_OF.items():
        installs = [re.findall(r"(?<![\w-])" + re.escape(package) + r"(?![\w.-])",
                               " ".join(re.findall(r"apt-get install([^&]*)", stage.replace("\\\n", " "))))
                    for stage in stages]
        if all(installs):
            present[command] = f"the images' apt-get install ({package})"
    return present


# --- the checks -----------------------------------------------------------------------------------

SHEBANG = re.compile(r"#!.*\b(ba|da)?sh\b")


def shell_scripts(root: Path) -> list[str]:
    """Every shell script under scripts/ (by extension or #! line), and .ci/run."""
    found = []
    for path in sorted((root / "scripts").rglob("*")):
        if path.is_file() and (path.suffix == ".sh" or SHEBANG.match(path.read_text(errors="replace")[:80])):
            found.append(path.relative_to(root).as_posix())
    if (root / ".ci" / "run").exists():
        found.append(".ci/run")
    return found


def problems_of(path: str, text: str, script: Script, root: Path, setup_text: str,
                dockerfiles: dict[str, str]) -> list[str]:
    found = classify(text, script.wrappers)
    problems = []
    for name, lines in sorted(found.external.items()):
        if name not in script.commands:
            problems.append(f"{path}:{lines[0]}: calls {name}, which is not in its list in SCRIPTS")
    for word, lines in sorted(found.dynamic.items()):
        if word not in script.dynamic:
            problems.append(f"{path}:{lines[0]}: runs {word}, computed at run time and not declared in SCRIPTS "
                            "(dynamic: what it runs)")
    for name, lines in sorted(found.unknown_code.items()):
        problems.append(f"{path}:{lines[0]}: {name} runs code this test cannot read; avoid it in scripts")
    for relative, lines in sorted(found.paths.items()):
        inside = Path(*[part for part in Path(relative).parts if part not in (".", "..")])
        if not (root / inside).is_file() and inside.parts[0] not in MADE_BY_SETUP:
            problems.append(f"{path}:{lines[0]}: runs {relative}, which is not a file of the repository")
    present = installed_by(script.step, setup_text, dockerfiles)
    needed = set(script.commands) | {command for runs in script.dynamic.values() for command in runs
                                     if command and command not in BUILTINS}
    installer, remedy = {
        "base": ("anything (it runs first)", "a prerequisite setup.sh checks, or BASE"),
        "setup": ("scripts/setup.sh", "a package map of setup.sh, or BASE"),
        "docker": ("scripts/setup.sh --docker", "a package map of setup.sh, or BASE"),
        "image": ("the Dockerfiles", "the apt-get install of each stage that runs it, and IMAGE_PACKAGE_OF"),
    }[script.step]
    for name in sorted(needed - set(present)):
        problems.append(f"{path}: needs {name}, not installed by {installer} nor part of Debian's base system "
                        f"(add it to {remedy})")
    if script.runs_setup:
        if not any([c.word.text.removeprefix("$ROOT/"), *(w.text for w in c.args)][:len(script.runs_setup)]
                   == list(script.runs_setup) for c in calls(text, script.wrappers)):
            problems.append(f"{path}: does not run {' '.join(script.runs_setup)} itself")
    return problems


def all_problems(root: Path, scripts: dict[str, Script]) -> list[str]:
    setup_text = (root / "scripts" / "setup.sh").read_text()
    dockerfiles = {name: (root / name).read_text() for name in DOCKERFILES if (root / name).exists()}
    problems = [f"{path}: a shell script missing from SCRIPTS (list the commands it calls)"
                for path in shell_scripts(root) if path not in scripts]
    for path, script in scripts.items():
        if not (root / path).exists():
            problems.append(f"{path}: in SCRIPTS but not in the repository")
            continue
        problems.extend(problems_of(path, (root / path).read_text(), script, root, setup_text, dockerfiles))
    return problems


# --- the tests ------------------------------------------------------------------------------------

def test_every_command_a_script_calls_is_listed_and_installed_by_its_setup_step():
    assert all_problems(REPO_ROOT, SCRIPTS) == []


def test_the_lists_hold_nothing_the_scripts_do_not_call():
    """A stale entry would hide a missing one: each list is exactly what the parse finds."""
    stale = []
    for path, script in SCRIPTS.items():
        found = classify((REPO_ROOT / path).read_text(), script.wrappers)
        stale += [f"{path}: {name}" for name in sorted(script.commands - set(found.external))]
        stale += [f"{path}: {word}" for word in sorted(set(script.dynamic) - set(found.dynamic))]
    assert stale == []


def test_non_shell_files_under_scripts_start_no_programs():
    """Python and Java files there would need a list of their own if they ran commands."""
    spawning = re.compile(r"\bsubprocess\b|os\.system|os\.exec|os\.spawn|os\.popen|ProcessBuilder|Runtime\.getRuntime")
    scripts = set(shell_scripts(REPO_ROOT))
    offenders = [path.relative_to(REPO_ROOT).as_posix() for path in sorted((REPO_ROOT / "scripts").rglob("*"))
                 if path.is_file() and path.relative_to(REPO_ROOT).as_posix() not in scripts
                 and spawning.search(path.read_text(errors="replace"))]
    assert offenders == []


def test_the_docker_maps_are_installed_only_with_docker_and_the_others_always():
    setup_text = (REPO_ROOT / "scripts" / "setup.sh").read_text()
    block = docker_block(setup_text)
    outside = setup_text.replace(block, "")
    maps = package_maps(setup_text)
    assert {"PACKAGE_OF", "DOCKER_PACKAGE_OF", "DOCKER_ENGINE_OF"} <= set(maps)
    for name in maps:
        uses_outside = len(re.findall(rf"\b{name}\b", outside)) - 1  # the declaration
        if name.startswith("DOCKER_"):
            assert name in block and uses_outside == 0, name
        else:
            assert uses_outside > 0, name
    assert maps["DOCKER_PACKAGE_OF"]["debootstrap"] == "debootstrap"  # issue 37


@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="no dpkg on this machine")
def test_base_is_what_debian_requires():
    """Each BASE package has priority 'required' and installs its commands (directly or as the
    alternative the command resolves to)."""
    wrong = []
    for package, names in BASE.items():
        done = subprocess.run(["dpkg-query", "-W", "-f=${Priority}", package], capture_output=True, text=True)
        if done.returncode != 0 or done.stdout.strip() != "required":
            wrong.append(f"{package}: priority {done.stdout.strip() or 'unknown'}")
            continue
        files = subprocess.run(["dpkg-query", "-L", package], capture_output=True, text=True).stdout.split()
        files = {f.removeprefix("/usr") for f in files}
        for name in names:
            located = shutil.which(name, path="/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
            resolved = {p.removeprefix("/usr") for p in (located, located and str(Path(located).resolve())) if p}
            if not resolved & files and not any(f.endswith(f"/bin/{name}") for f in files):
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
echo "serbench needs Go"
"""


def a_repository(tmp_path: Path, scripts: dict[str, str], setup: str = SETUP) -> Path:
    (tmp_path / "scripts").mkdir(parents=True)
    (tmp_path / "scripts" / "setup.sh").write_text(setup)
    for path, text in scripts.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text)
    return tmp_path


SETUP_SCRIPT = Script(frozenset(), "base", dynamic={"$DOCKER": SHELL_VALUE})


def test_a_command_missing_from_a_scripts_list_fails(tmp_path):
    root = a_repository(tmp_path, {"scripts/new.sh": '#!/bin/bash\nset -e\nout=$(jq -r .name "$1")\necho "$out"\n'})
    problems = all_problems(root, {"scripts/setup.sh": SETUP_SCRIPT, "scripts/new.sh": Script(frozenset(), "setup")})
    assert problems == ["scripts/new.sh:3: calls jq, which is not in its list in SCRIPTS"]


def test_a_listed_command_no_setup_step_installs_fails(tmp_path):
    root = a_repository(tmp_path, {"scripts/new.sh": "#!/bin/bash\njq -r .name \"$1\"\nflatc --version\n"})
    problems = all_problems(root, {"scripts/setup.sh": SETUP_SCRIPT,
                                   "scripts/new.sh": Script(commands("jq flatc"), "setup")})
    assert len(problems) == 1 and problems[0].startswith("scripts/new.sh: needs jq, not installed by scripts/setup.sh ")


def test_a_docker_only_package_does_not_cover_a_script_run_after_plain_setup(tmp_path):
    """Issue 37: debootstrap came from nowhere. Here it comes with --docker only."""
    script = "#!/bin/bash\ndebootstrap --variant=minbase bookworm /tmp/x\n"
    root = a_repository(tmp_path, {"scripts/base.sh": script})
    setup = {"scripts/setup.sh": SETUP_SCRIPT}
    assert all_problems(root, {**setup, "scripts/base.sh": Script(commands("debootstrap"), "docker")}) == []
    assert all_problems(root, {**setup, "scripts/base.sh": Script(commands("debootstrap"), "setup")}) == [
        "scripts/base.sh: needs debootstrap, not installed by scripts/setup.sh nor part of Debian's base system "
        "(add it to a package map of setup.sh, or BASE)"]
    without = a_repository(tmp_path / "without", {"scripts/base.sh": script},
                           setup=SETUP.replace("  [debootstrap]=debootstrap\n", ""))
    assert all_problems(without, {**setup, "scripts/base.sh": Script(commands("debootstrap"), "docker")})[0].startswith(
        "scripts/base.sh: needs debootstrap, not installed by scripts/setup.sh --docker")


def test_a_new_script_and_an_undeclared_computed_command_fail(tmp_path):
    root = a_repository(tmp_path, {"scripts/new.sh": '#!/bin/sh\nTOOL=${TOOL:-jq}\n"$TOOL" .\n',
                                   "scripts/other": "#!/usr/bin/env bash\necho hi\n",
                                   "scripts/data.py": "print('not a shell script')\n"})
    problems = all_problems(root, {"scripts/setup.sh": SETUP_SCRIPT, "scripts/new.sh": Script(frozenset(), "setup")})
    assert problems == [
        "scripts/other: a shell script missing from SCRIPTS (list the commands it calls)",
        'scripts/new.sh:3: runs "$TOOL", computed at run time and not declared in SCRIPTS (dynamic: what it runs)']


def test_a_script_that_should_run_setup_itself_and_does_not_fails(tmp_path):
    root = a_repository(tmp_path, {"scripts/d.sh": "#!/bin/bash\nscripts/setup.sh\ndocker info\n"})
    problems = all_problems(root, {"scripts/setup.sh": SETUP_SCRIPT, "scripts/d.sh": Script(
        frozenset(), "docker", runs_setup=("scripts/setup.sh", "--docker"))})
    assert problems == ["scripts/d.sh:3: calls docker, which is not in its list in SCRIPTS",
                        "scripts/d.sh: does not run scripts/setup.sh --docker itself"]


def test_the_parse_finds_commands_wherever_bash_runs_them():
    text = r'''#!/bin/bash
say() { printf '%s\n' "$*"; }   # a function: not a command
x=$(one -a | two) y="$(three "$(four)")" z=`five`
[ -n "$x" ] && six "$(( $(seven) + 1 ))" || { eight; }
if ! nine; then ten >"$(eleven)" 2>&1; elif twelve; then :; fi
while read -r line; do thirteen "$line"; done < <(fourteen)
for f in $(fifteen) not-a-command; do sixteen "$f"; done
case "$1" in
  a|b) seventeen ;;
  "c d"*) eighteen; nineteen ;;
  *) twenty
esac
timeout 5 twentyone --flag; env -u X A=1 twentytwo; $SUDO twentythree arg; exec twentyfour
command -v not-a-command-either >/dev/null; command twentyfive
find . -name '*.x' -exec twentysix {} \;
trap 'twentyseven; rm -f "$tmp"' EXIT
sh -c 'twentyeight | twentynine'
cat <<EOF
$(thirty) and ${HOME} and not-a-command-in-a-here-document
EOF
python3 - <<'PY'
import not_a_command; print("$(not-run)")
PY
arr=(not-a-command "$(thirtyone)")
[[ $x == y && -n $(thirtytwo) ]]
(( count += $(thirtythree) ))
echo "a \"quoted $(thirtyfour)\" string" # and $(not-a-comment-command)
VAR=1 thirtyfive \
  --continued
'''
    found = classify(text, wrappers=frozenset({"$SUDO"}))
    numbers = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
               "seventeen eighteen nineteen twenty twentyone twentytwo twentythree twentyfour twentyfive twentysix "
               "twentyseven twentyeight twentynine thirty thirtyone thirtytwo thirtythree thirtyfour thirtyfive")
    # and the wrappers and shells, which are commands too
    assert set(found.external) == set(numbers.split()) | {"timeout", "env", "find", "sh", "rm", "cat", "python3"}
    assert set(found.dynamic) == {"$SUDO"}
    # lines as in the file: a here-document's, a trap's code, after a continued line
    assert (found.external["thirty"], found.external["twentyseven"], found.external["thirtyfive"]) == ([19], [16], [28])


def test_a_parse_it_cannot_finish_is_an_error():
    for text in ('echo "open', "x=$(one", "cat <<EOF\nno end\n", "echo `two"):
        with pytest.raises(ParseError):
            classify(text)
