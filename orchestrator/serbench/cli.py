"""The command line of orchestrator/run.py: a thin layer over serbench.runner."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

from serbench import console as output
from serbench import datasets, evolution_run, interop_evolution, registry, report, results, targets
from serbench.client import HTTP_CLIENTS
from serbench.environment import REPO_ROOT
from serbench.load import LoadSettings
from serbench.phases import Settings
from serbench.runner import CannotResume, RunOptions, resume, run

DEFAULTS = Settings()
QUICK = Settings.quick()
#: JVMs per framework in a default run: a JIT can settle into one of several states, and one
#: JVM's figure is one draw (docs/methodology.md).
DEFAULT_FORKS = 2
#: The framework whose service a default run measures twice, in two JVMs (the A/A control).
DEFAULT_AA = "jackson"


MODEL_CHOICES = (*datasets.MODELS, "all")
#: The options of the previous release, each with what replaces it (one line printed when used).
DEPRECATED = {"--dataset": "--model {}", "--users": "--model users --count {}",
              "--mediacontent": "--model mediacontent --count {}"}


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="run.py",
        description="Measure serialization frameworks behind identical HTTP services: verify each payload, "
                    "then time the server's own serialize/deserialize and the client's HTTP round trips.",
        epilog="Example: python orchestrator/run.py --scenario large --frameworks jackson,protobuf,kryo")
    p.add_argument("--model", action="append", choices=MODEL_CHOICES,
                   help=f"the data model: {' or '.join(datasets.MODELS)} or all; repeatable (default: "
                        f"{datasets.DEFAULT_MODEL}). A model without --scenario or --count is measured at its "
                        f"default datasets: " + "; ".join(f"{m} " + ", ".join(d.label for d in datasets.defaults(m))
                                                          for m in datasets.MODELS))
    p.add_argument("--scenario", action="append", metavar="LABEL",
                   help=f"a dataset to measure, by its label ({datasets.expected_labels()}), or all: the "
                        f"default datasets of the chosen models; repeatable")
    p.add_argument("--count", action="append", type=int, metavar="N",
                   help="measure a batch of N objects of each chosen model; repeatable")
    p.add_argument("--dataset", choices=MODEL_CHOICES, help="deprecated: --model")
    p.add_argument("--users", action="append", type=int, metavar="N", help="deprecated: --model users --count N")
    p.add_argument("--mediacontent", action="append", type=int, metavar="N",
                   help="deprecated: --model mediacontent --count N")
    p.add_argument("--frameworks", metavar="A,B,C",
                   help=f"comma-separated frameworks (default: all): {', '.join(registry.names())}; "
                        f"NAME-compatible times NAME's service in its evolution-friendly configuration as an entry "
                        f"of its own (docs/evolution.md#the-cost-of-compatibility)")
    p.add_argument("--iterations", type=int, metavar="N",
                   help=f"timed samples of serialize and of deserialize per fork in the server-side benchmark, "
                        f"split over the rounds; a sample times a batch of operations where one is under 20 µs "
                        f"(default {DEFAULTS.iterations}; --quick {QUICK.iterations})")
    p.add_argument("--http-client", choices=HTTP_CLIENTS, default="requests",
                   help="the Python client of the timed HTTP requests: requests (default, what Python users "
                        "call) or lean (http.client on one connection: a much lower client floor)")
    p.add_argument("--http-requests", type=int, metavar="N",
                   help=f"timed requests per HTTP and gRPC phase (default {DEFAULTS.http_requests}; "
                        f"--quick {QUICK.http_requests})")
    p.add_argument("--warmup", type=int, metavar="N",
                   help=f"server-side warm-up operations before timing (default {DEFAULTS.warmup}; "
                        f"--quick {QUICK.warmup}), also bounded by --warmup-ms")
    p.add_argument("--warmup-ms", type=int, metavar="MS",
                   help=f"time bound of the server-side warm-up (default {DEFAULTS.warmup_millis}; "
                        f"--quick {QUICK.warmup_millis})")
    p.add_argument("--http-warmup", type=int, metavar="N",
                   help=f"uncounted requests before each HTTP phase (default {DEFAULTS.http_warmup}; "
                        f"--quick {QUICK.http_warmup})")
    p.add_argument("--settle-ms", type=int, metavar="MS",
                   help=f"after the server-side warm-up, up to this long more while the service's JIT is still "
                        f"compiling (default {DEFAULTS.settle_millis}; --quick {QUICK.settle_millis}; 0: no wait)")
    p.add_argument("--quick", action="store_true",
                   help="small counts for a first look: one fork, two rounds, a short warm-up (docs/running.md says "
                        "how long it takes)")
    p.add_argument("--forks", type=int, metavar="K",
                   help=f"restart every service K times and pool the samples, reporting the spread between forks "
                        f"(default {DEFAULT_FORKS}; --quick 1)")
    p.add_argument("--rounds", type=int, metavar="N",
                   help=f"rounds per fork: every round visits every framework in a fresh random order and takes "
                        f"one block of the timed operations and requests of each dataset, so that the machine's "
                        f"drift falls on every framework alike (default {DEFAULTS.rounds}; --quick {QUICK.rounds})")
    p.add_argument("--aa", metavar="NAME|none",
                   help=f"the A/A control: a second JVM of NAME's service (same jar, same options) on its own "
                        f"port, measured as one more framework (NAME{registry.REPLICA_SUFFIX}) in every round and "
                        f"never ranked; its figures must tie with NAME's (default: {DEFAULT_AA} when it is "
                        f"measured and the services are launched here; none: no replica)")
    p.add_argument("--jvm-per-model", action="store_true",
                   help="start every service once per model in each fork and measure each model's datasets "
                        "only in its own JVMs (shows whether measuring both models in one JVM widens the spread)")
    p.add_argument("--no-echo", action="store_true",
                   help="do not start the bare JDK echo (scripts/Echo.java) whose ping blocks are the reference "
                        "of the recorded floor (run.floor)")
    p.add_argument("--one-at-a-time", action="store_true",
                   help="start and measure one service at a time instead of all of a fork's services at once "
                        "(less memory; the rounds then interleave only the datasets of one framework)")
    p.add_argument("--seed", type=int, metavar="N",
                   help="seed of the framework order, shuffled in every fork (default: random, recorded)")
    p.add_argument("--resume", type=Path, metavar="RUN.json",
                   help="finish an interrupted run without repeating finished work; its settings come from the "
                        "file, where the services are (--launch, --target, --java) from this command")
    load = LoadSettings()
    p.add_argument("--load", action="store_true",
                   help=f"after measuring, sweep each service with Vegeta at constant rates, doubling from "
                        f"--load-rate until it saturates, and report throughput, latency (free of coordinated "
                        f"omission), errors, RSS and CPU per step ({load.seconds:.0f} s per framework at most; "
                        f"--quick {LoadSettings.quick().seconds:.0f} s)")
    p.add_argument("--load-clients", type=int, metavar="N",
                   help=f"Vegeta's initial workers; it adds more when all are busy (default {load.clients})")
    p.add_argument("--load-seconds", type=float, metavar="T",
                   help=f"the longest one framework's sweep may take (default {load.seconds:.0f})")
    p.add_argument("--load-rate", type=float, metavar="R",
                   help=f"requests per second of the sweep's first step (default {load.rate:.0f})")
    p.add_argument("--evolution", action="store_true",
                   help="run the schema-evolution matrix instead of timing: each framework's versions of the users "
                        "model write and read each other's bytes (docs/evolution.md)")
    p.add_argument("--verify-only", action="store_true",
                   help="check every payload (dataset agreement, independent Python library both ways, "
                        "in-service round trip) and print the fidelity matrix, without measuring")
    p.add_argument("--out", type=Path, default=REPO_ROOT / "results", metavar="DIR",
                   help="where results/<run-id>.json and its reports and logs go (default: results/)")
    p.add_argument("--launch", choices=("auto", "none"), default="auto",
                   help="auto: use a healthy running service, else start its jar locally (building it if "
                        "missing); none: use running services only")
    p.add_argument("--target", action="append", metavar="NAME=URL",
                   help="measure the service of NAME at URL (another host, a container); repeatable")
    p.add_argument("--target-template", metavar="URL",
                   help="where every service is, by name or port, e.g. http://{name}:8080 (how the compose "
                        "orchestrator reaches the services); --target wins for the frameworks it names")
    p.add_argument("--grpc-port", type=int, metavar="PORT",
                   help="the gRPC server's port when it is not the local default (9090 in containers)")
    p.add_argument("--java", default=_default_java(), metavar="PATH",
                   help="the java launcher for launched services (default: $JAVA_HOME/bin/java or java)")
    p.add_argument("--jvm-opt", action="append", default=[], metavar="OPT",
                   help="an extra JVM option for every launched service, after services/jvm-common.options; "
                        "repeatable (e.g. --jvm-opt=-XX:+UseG1GC)")
    return p


def _default_java() -> str:
    home = os.environ.get("JAVA_HOME")
    if home and (Path(home) / "bin" / "java").exists():
        return str(Path(home) / "bin" / "java")
    return shutil.which("java") or "java"


def settings_from(args: argparse.Namespace) -> Settings:
    base = QUICK if args.quick else DEFAULTS
    settings = Settings(
        iterations=args.iterations if args.iterations is not None else base.iterations,
        warmup=args.warmup if args.warmup is not None else base.warmup,
        warmup_millis=args.warmup_ms if args.warmup_ms is not None else base.warmup_millis,
        http_warmup=args.http_warmup if args.http_warmup is not None else base.http_warmup,
        http_requests=args.http_requests if args.http_requests is not None else base.http_requests,
        settle_millis=args.settle_ms if args.settle_ms is not None else base.settle_millis,
        rounds=args.rounds if args.rounds is not None else base.rounds,
    )
    if forks_from(args) < 1:
        raise ValueError("--forks must be at least 1")
    if settings.rounds < 1:
        raise ValueError("--rounds must be at least 1")
    if settings.iterations < 1:
        raise ValueError("--iterations must be at least 1")
    if settings.http_requests < 1:
        raise ValueError("--http-requests must be at least 1")
    if min(settings.warmup, settings.warmup_millis, settings.http_warmup, settings.settle_millis) < 0:
        raise ValueError("warm-up counts and times cannot be negative")
    return settings


def forks_from(args: argparse.Namespace) -> int:
    if args.forks is not None:
        return args.forks
    return 1 if args.quick or args.verify_only else DEFAULT_FORKS


def load_from(args: argparse.Namespace) -> LoadSettings | None:
    if not args.load:
        return None
    base = LoadSettings.quick() if args.quick else LoadSettings()
    load = LoadSettings(
        clients=args.load_clients if args.load_clients is not None else base.clients,
        seconds=args.load_seconds if args.load_seconds is not None else base.seconds,
        rate=args.load_rate if args.load_rate is not None else base.rate)
    if load.clients < 1 or load.seconds <= 0 or load.rate <= 0:
        raise ValueError("--load-clients, --load-seconds and --load-rate must be positive")
    return load


def deprecations(args: argparse.Namespace) -> list[str]:
    """One line per deprecated option used, saying what replaces it."""
    used = [("--dataset", [args.dataset] if args.dataset else []), ("--users", args.users or []),
            ("--mediacontent", args.mediacontent or [])]
    return [f"{option} {value} is deprecated: use {DEPRECATED[option].format(value)}"
            for option, values in used for value in values]


def _models(chosen: list[str]) -> list[str]:
    expanded = [m for name in chosen for m in (datasets.MODELS if name == "all" else (name,))]
    return list(dict.fromkeys(expanded))


def datasets_from(args: argparse.Namespace) -> list[datasets.Dataset]:
    """The datasets asked for, grouped by model in the catalog's order, without repeats:
    every --scenario label, --count of each chosen model, and the default datasets of a
    model chosen with --model of which nothing was named (of the default model when nothing
    at all was named); ``--scenario all`` is the default datasets of the chosen models."""
    explicit = _models((args.model or []) + ([args.dataset] if args.dataset else []))
    models = explicit or [datasets.DEFAULT_MODEL]
    labels = list(args.scenario or [])
    every = "all" in labels
    named = [datasets.parse_counted(label) for label in labels if label != "all"]
    named += [datasets.dataset(model, count) for count in args.count or [] for model in models]
    named += [datasets.dataset("users", count) for count in args.users or []]
    named += [datasets.dataset("mediacontent", count) for count in args.mediacontent or []]
    chosen = list(named)
    for model in models:
        if every or (model in explicit and not any(d.model == model for d in named)) or not (named or explicit):
            chosen += datasets.defaults(model)
    order = {model: i for i, model in enumerate(datasets.MODELS)}
    return sorted(dict.fromkeys(chosen), key=lambda d: order[d.model])


def aa_from(args: argparse.Namespace, frameworks: list[registry.Framework]) -> str | None:
    """The framework the A/A control replicates: --aa NAME, none with --aa none; by default
    DEFAULT_AA when it is measured and launched here (a replica has no container or target of
    its own) and the run measures."""
    if args.aa is not None:
        if args.aa == "none":
            return None
        registry.replica(args.aa)  # an unknown name, or a replica of a replica, is refused here
        if args.aa not in {f.name for f in frameworks}:
            raise ValueError(f"--aa {args.aa}: {args.aa} is not measured in this run (--frameworks)")
        return args.aa
    local = (args.launch == "auto" and not args.target_template
             and not any(spec.split("=", 1)[0].strip() == DEFAULT_AA for spec in args.target or []))
    if DEFAULT_AA in {f.name for f in frameworks} and local and not args.verify_only and not args.evolution:
        return DEFAULT_AA
    return None


def options_from(args: argparse.Namespace, argv: list[str]) -> RunOptions:
    frameworks = registry.select(args.frameworks)
    aa = aa_from(args, frameworks)
    return RunOptions(
        frameworks=frameworks + ([registry.replica(aa)] if aa else []),
        aa=aa,
        jvm_per_model=args.jvm_per_model,
        echo=not args.no_echo and not args.target_template,
        datasets=datasets_from(args),
        settings=settings_from(args),
        out_dir=args.out.resolve(),
        launch=args.launch,
        target_overrides=targets.parse_overrides(args.target),
        target_template=targets.check_template(args.target_template) if args.target_template else None,
        grpc_port=args.grpc_port,
        java=args.java,
        jvm_options=args.jvm_opt,
        quick=args.quick,
        verify_only=args.verify_only,
        forks=forks_from(args),
        resident=not args.one_at_a_time,
        seed=args.seed,
        load=load_from(args),
        http_client=args.http_client,
        command=["run.py", *argv],
    )


def evolution_conflicts(args: argparse.Namespace, options: RunOptions) -> list[str]:
    """What --evolution cannot be combined with: it times nothing and resumes nothing, and it
    tries every configuration of a framework itself."""
    conflicts = [f"--evolution cannot be combined with {flag}" for flag, given in
                 (("--resume", args.resume is not None), ("--verify-only", args.verify_only), ("--load", args.load))
                 if given]
    configured = [f.name for f in options.frameworks if f.configured_from is not None]
    if configured:
        conflicts.append(f"--evolution tries each framework's configurations itself: name "
                         f"{', '.join(f.configured_from for f in options.frameworks if f.configured_from)}, "
                         f"not {', '.join(configured)}")
    return conflicts


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    p = parser()
    args = p.parse_args(argv)
    try:
        options = options_from(args, argv)
    except (ValueError, KeyError) as error:
        p.error(error.args[0] if isinstance(error, KeyError) else str(error))
    if args.evolution:
        for message in evolution_conflicts(args, options):
            p.error(message)
    for line in deprecations(args):
        print(line, file=sys.stderr)
    console = output.make_console()
    if args.resume is not None and not args.resume.exists():
        p.error(f"--resume {args.resume}: no such file")
    try:
        if args.evolution:
            out = evolution_run.run(options, console, interop_evolution.confirmers())
        elif args.resume is not None:
            out = resume(args.resume, options, console)
        else:
            out = run(options, console)
    except KeyboardInterrupt:
        return 130
    except CannotResume as error:
        p.error(str(error))
    results.validate(out.document)
    files = report.build(out.document, out.path.with_suffix(""))
    output.print_summary(console, out.document)
    console.print(f"results: {out.path}\nreport:  {files['markdown']}\n         {files['html']}", highlight=False)
    failed = [name for name, fw in out.document["frameworks"].items() if fw["status"] == "failed"]
    return 1 if failed else 0
