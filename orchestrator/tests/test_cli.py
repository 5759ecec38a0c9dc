import pytest

from serbench import cli


def parse(*argv):
    args = cli.parser().parse_args(list(argv))
    return cli.options_from(args, list(argv))


def labels(*argv) -> list[str]:
    return [d.label for d in parse(*argv).datasets]


def test_defaults_measure_every_framework_on_the_default_datasets_of_the_users_model():
    options = parse()
    assert labels() == ["small", "medium", "large"]
    assert options.settings == cli.DEFAULTS
    assert options.launch == "auto"
    assert options.out_dir.name == "results"


def test_quick_and_explicit_settings():
    options = parse("--quick", "--iterations", "7", "--scenario", "large", "--scenario", "users=250",
                    "--frameworks", "kryo")
    assert options.settings.iterations == 7
    assert options.settings.warmup == cli.QUICK.warmup
    assert options.settings.http_requests == cli.QUICK.http_requests
    assert parse("--http-requests", "25").settings.http_requests == 25
    assert parse().settings.http_requests == cli.DEFAULTS.http_requests
    assert parse("--settle-ms", "0").settings.settle_millis == 0
    assert parse("--quick").settings.settle_millis == cli.QUICK.settle_millis
    assert [d.label for d in options.datasets] == ["large", "users=250"]
    assert [f.name for f in options.frameworks] == ["kryo"]


def test_load_settings():
    assert parse().load is None
    assert parse("--load").load.seconds == 30
    quick = parse("--load", "--quick", "--load-clients", "4")
    assert quick.load.seconds == 5 and quick.load.clients == 4


@pytest.mark.parametrize("argv, expected", [
    (["--scenario", "large"], ["large"]),
    (["--scenario", "users=10"], ["small"]),  # the canonical label
    (["--scenario", "all"], ["small", "medium", "large"]),
    (["--scenario", "large", "--scenario", "all"], ["large", "small", "medium"]),
    (["--scenario", "mediacontent=10"], ["mediacontent=10"]),
    (["--model", "mediacontent"], ["mediacontent=1", "mediacontent=10", "mediacontent=1000"]),
    (["--model", "all"], ["small", "medium", "large", "mediacontent=1", "mediacontent=10", "mediacontent=1000"]),
    (["--model", "users", "--model", "mediacontent", "--count", "250"], ["users=250", "mediacontent=250"]),
    (["--count", "5"], ["users=5"]),
    (["--count", "5", "--count", "5"], ["users=5"]),
    (["--model", "mediacontent", "--scenario", "all"], ["mediacontent=1", "mediacontent=10", "mediacontent=1000"]),
    # a model chosen with --model of which nothing was named gets its default datasets
    (["--scenario", "large", "--model", "mediacontent"], ["large", "mediacontent=1", "mediacontent=10",
                                                         "mediacontent=1000"]),
    (["--model", "all", "--scenario", "mediacontent=7"], ["small", "medium", "large", "mediacontent=7"]),
])
def test_models_labels_and_counts_pick_the_datasets(argv, expected):
    assert labels(*argv) == expected


@pytest.mark.parametrize("argv, expected, replacement", [
    (["--users", "5"], ["users=5"], "--users 5 is deprecated: use --model users --count 5"),
    (["--mediacontent", "5"], ["mediacontent=5"], "--mediacontent 5 is deprecated: use --model mediacontent --count 5"),
    (["--dataset", "mediacontent"], ["mediacontent=1", "mediacontent=10", "mediacontent=1000"],
     "--dataset mediacontent is deprecated: use --model mediacontent"),
    (["--dataset", "all", "--mediacontent", "7"], ["small", "medium", "large", "mediacontent=7"],
     "--dataset all is deprecated: use --model all"),
])
def test_the_options_of_the_previous_release_still_work_and_say_what_replaces_them(argv, expected, replacement):
    assert labels(*argv) == expected
    args = cli.parser().parse_args(argv)
    assert replacement in cli.deprecations(args)
    assert len(cli.deprecations(args)) == sum(option in DEPRECATED_OPTIONS for option in argv)


DEPRECATED_OPTIONS = ("--users", "--mediacontent", "--dataset")


def test_a_deprecated_option_prints_one_line_on_stderr(capsys, monkeypatch):
    monkeypatch.setattr(cli, "run", lambda options, console: (_ for _ in ()).throw(KeyboardInterrupt))
    assert cli.main(["--users", "250", "--frameworks", "kryo"]) == 130
    assert capsys.readouterr().err.splitlines() == ["--users 250 is deprecated: use --model users --count 250"]


@pytest.mark.parametrize("argv, message", [
    (["--model", "videos"], "invalid choice: 'videos'"),
    (["--mediacontent", "0"], "mediacontent must be from 1 to 100000, got 0"),
    (["--count", "100001"], "users must be from 1 to 100000, got 100001"),
    (["--frameworks", "nosuch"], "unknown framework(s): nosuch"),
    (["--scenario", "huge"], "unknown dataset 'huge'; expected small, medium, large, users=N or mediacontent=N"),
    (["--scenario", "mediacontent"], "'mediacontent' names a model, not a dataset: give a count"),
    (["--users", "0"], "users must be from 1 to 100000, got 0"),
    (["--iterations", "0"], "--iterations must be at least 1"),
    (["--http-requests", "0"], "--http-requests must be at least 1"),
    (["--settle-ms", "-1"], "warm-up counts and times cannot be negative"),
    (["--target", "kryo"], "--target needs NAME=URL"),
    (["--launch", "sometimes"], "invalid choice"),
    (["--forks", "0"], "--forks must be at least 1"),
    (["--load", "--load-rate", "0"], "must be positive"),
    (["--resume", "/nonexistent/run.json"], "no such file"),
    (["--evolution", "--frameworks", "kryo,kryo-compatible"],
     "--evolution tries each framework's configurations itself: name kryo, not kryo-compatible"),
    (["--evolution", "--verify-only"], "--evolution cannot be combined with --verify-only"),
])
def test_bad_arguments_exit_2_with_a_clear_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_help_explains_every_option(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    text = capsys.readouterr().out
    for option in ("--model", "--scenario", "--count", "--frameworks", "--iterations", "--http-requests", "--warmup", "--settle-ms", "--quick",
                   "--out",
                   "--launch", "--target", "--java", "--jvm-opt", "--verify-only", "--forks", "--seed", "--resume", "--load",
                   "--evolution"):
        assert option in text


def test_a_default_run_measures_jacksons_service_twice_the_second_jvm_as_the_aa_control():
    options = parse()
    assert options.aa == "jackson"
    replica = options.frameworks[-1]
    assert (replica.name, replica.replica_of) == ("jackson-aa", "jackson")
    assert [f.name for f in options.frameworks].count("jackson") == 1
    assert options.echo and not options.jvm_per_model


@pytest.mark.parametrize("argv, aa", [
    (["--aa", "none"], None),
    (["--aa", "kryo"], "kryo"),
    (["--frameworks", "kryo,avro"], None),  # jackson is not measured
    (["--launch", "none"], None),  # nothing is launched here, so no second JVM either
    (["--target-template", "http://{name}:8080"], None),
    (["--target", "jackson=http://elsewhere:8081"], None),
    (["--verify-only"], None),
    (["--target", "jackson=http://elsewhere:8081", "--aa", "jackson"], "jackson"),  # asked for: its own target
])
def test_the_aa_control_is_on_where_a_replica_can_be_launched(argv, aa):
    options = parse(*argv)
    assert options.aa == aa
    replicas = [f.name for f in options.frameworks if f.replica_of]
    assert replicas == ([f"{aa}-aa"] if aa else [])


def test_jvm_per_model_and_no_echo():
    options = parse("--jvm-per-model", "--no-echo", "--model", "all")
    assert options.jvm_per_model and not options.echo
    assert not parse("--target-template", "http://{name}:8080").echo, "no echo beside the orchestrator's container"


@pytest.mark.parametrize("argv, message", [
    (["--aa", "nosuch"], "unknown framework 'nosuch'"),
    (["--aa", "jackson", "--frameworks", "kryo"], "--aa jackson: jackson is not measured in this run"),
])
def test_a_bad_aa_is_refused(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err
