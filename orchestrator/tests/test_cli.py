import pytest

from serbench import cli


def parse(*argv):
    args = cli.parser().parse_args(list(argv))
    return cli.options_from(args, list(argv))


def test_defaults_measure_every_framework_on_the_three_scenarios():
    options = parse()
    assert [s.label for s in options.sizes] == ["small", "medium", "large"]
    assert options.settings == cli.DEFAULTS
    assert options.launch == "auto"
    assert options.out_dir.name == "results"


def test_quick_and_explicit_settings():
    options = parse("--quick", "--iterations", "7", "--scenario", "large", "--users", "250", "--frameworks", "kryo")
    assert options.settings.iterations == 7
    assert options.settings.warmup == cli.QUICK.warmup
    assert options.settings.http_requests == cli.QUICK.http_requests
    assert parse("--http-requests", "25").settings.http_requests == 25
    assert parse().settings.http_requests == cli.DEFAULTS.http_requests
    assert parse("--settle-ms", "0").settings.settle_millis == 0
    assert parse("--quick").settings.settle_millis == cli.QUICK.settle_millis
    assert [s.label for s in options.sizes] == ["large", "users=250"]
    assert [f.name for f in options.frameworks] == ["kryo"]


def test_load_settings():
    assert parse().load is None
    assert parse("--load").load.seconds == 30
    quick = parse("--load", "--quick", "--load-clients", "4")
    assert quick.load.seconds == 5 and quick.load.clients == 4


def test_users_alone_does_not_add_the_scenarios():
    assert [s.label for s in parse("--users", "5").sizes] == ["users=5"]


def test_dataset_selects_the_model_and_its_default_sizes():
    assert [s.label for s in parse("--dataset", "mediacontent").sizes] == [
        "mediacontent=1", "mediacontent=10", "mediacontent=1000"]
    assert [s.label for s in parse("--dataset", "all").sizes] == [
        "small", "medium", "large", "mediacontent=1", "mediacontent=10", "mediacontent=1000"]
    assert [s.label for s in parse("--mediacontent", "5").sizes] == ["mediacontent=5"]
    assert [s.label for s in parse("--scenario", "large", "--dataset", "mediacontent").sizes] == [
        "large", "mediacontent=1", "mediacontent=10", "mediacontent=1000"]
    assert [s.label for s in parse("--dataset", "all", "--mediacontent", "7").sizes] == [
        "small", "medium", "large", "mediacontent=7"]


@pytest.mark.parametrize("argv, message", [
    (["--dataset", "videos"], "invalid choice: 'videos'"),
    (["--mediacontent", "0"], "--mediacontent must be from 1 to 100000"),
    (["--frameworks", "nosuch"], "unknown framework(s): nosuch"),
    (["--scenario", "huge"], "unknown scenario 'huge'"),
    (["--users", "0"], "--users must be from 1 to 100000"),
    (["--iterations", "0"], "--iterations must be at least 1"),
    (["--http-requests", "0"], "--http-requests must be at least 1"),
    (["--settle-ms", "-1"], "warm-up counts and times cannot be negative"),
    (["--target", "kryo"], "--target needs NAME=URL"),
    (["--launch", "sometimes"], "invalid choice"),
    (["--forks", "0"], "--forks must be at least 1"),
    (["--load", "--load-rate", "0"], "must be positive"),
    (["--resume", "/nonexistent/run.json"], "no such file"),
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
    for option in ("--scenario", "--users", "--frameworks", "--iterations", "--http-requests", "--warmup", "--settle-ms", "--quick",
                   "--out",
                   "--launch", "--target", "--java", "--jvm-opt", "--verify-only", "--forks", "--seed", "--resume", "--load"):
        assert option in text
