"""Reports built from the fixture dump: the expected files, tables and images."""

from __future__ import annotations

import copy
import json
import re
import statistics

import pytest
from PIL import Image

from serbench import comparison, interactive, report, tables

from fixtures import document, measured, run_of, series, stats


SPLIT = ("handling", "serverStack", "clientTransport")


def without_split(doc: dict) -> dict:
    """The document as a run that did not time the server's handling of each request."""
    for fw in doc["frameworks"].values():
        for sc in fw["datasets"].values():
            for phase in sc["http"].values():
                for key in SPLIT:
                    phase.pop(key, None)
    return doc


def with_split(doc: dict, stack_ns: int = 40_000) -> dict:
    """The document as a run that did: each request handled in its codec time + stack_ns."""
    for fw in doc["frameworks"].values():
        for sc in fw["datasets"].values():
            for name, phase in sc["http"].items():
                if name == "ping":
                    continue
                handling = [c + stack_ns for c in phase["server"]["samples"]]
                phase["handling"] = series(handling)
                phase["serverStack"] = series([h - c for h, c in zip(handling, phase["server"]["samples"])])
                phase["clientTransport"] = series([r - h for r, h in zip(phase["roundTrip"]["samples"], handling)])
    return doc


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    return out, report.build(without_split(document()), out)


def test_every_file_is_written(built):
    out, files = built
    assert {"csv", "markdown", "html"} == set(files)
    names = {p.name for p in out.iterdir()}
    for dataset in ("small", "large"):
        assert {f"server-{dataset}.png", f"sizes-{dataset}.png", f"roundtrip-{dataset}.png"} <= names
    assert "scaling.png" in names


def test_charts_are_real_images(built):
    out, _ = built
    for png in out.glob("*.png"):
        with Image.open(png) as image:
            assert image.format == "PNG" and image.width >= 600 and image.height >= 200
            assert image.convert("L").getextrema()[0] < 100, f"{png.name} has no dark ink"
            assert len(image.convert("L").getcolors(maxcolors=100_000) or []) > 10, f"{png.name} is blank"


def test_markdown_states_environment_and_method(built):
    _, files = built
    text = files["markdown"].read_text()
    for fact in ("| CPU | Test CPU, 2 cores |", "| memory | 24.0 GiB |", "| OS | Debian GNU/Linux 12",
                 "| JVM | 17.0.15 |", "| Python | 3.11.7, requests 2.34.2 |", "| git commit | abc123 |",
                 "5 timed operations per server figure, 5 timed requests per HTTP phase",
                 "server warm-up up to 100 operations or 500 ms",
                 f"; one JVM per framework; framework order seed {document()['run']['settings']['seed']}",
                 "| date | 2026-11-22T12:00:00+00:00", "nearest-rank"):
        assert fact in text, fact


def test_the_settings_say_how_many_jvms_each_figure_pools():
    doc = document()
    doc["run"]["settings"].update(forks=3, seed=42)
    settings = dict(report.environment(doc).tables[0].rows)["settings"]
    assert settings.startswith("15 timed operations per server figure (5 in each of 3 JVMs, pooled), "
                               "15 timed requests per HTTP phase (5 per JVM); ")
    assert settings.endswith("; 3 JVMs per framework, samples pooled; framework order seed 42")
    doc["run"]["settings"].update(forks=2, iterations=150, httpRequests=50, rounds=5)
    settings = dict(report.environment(doc).tables[0].rows)["settings"]
    assert settings.startswith("300 timed operations per server figure (150 in each of 2 JVMs over 5 rounds, "
                               "pooled), 100 timed requests per HTTP phase (50 per JVM); ")


def test_a_table_per_dataset_ranks_only_verified_frameworks(built):
    _, files = built
    text = files["markdown"].read_text()
    for dataset in ("small", "large"):
        section = text.split(f"## Dataset: {dataset}")[1].split("\n## ")[0]
        # the fixture is a --quick run of one JVM per framework: its ranks are provisional, and say why
        assert re.search(r"^\| ~1 \| alpha \| verified", section, re.M)
        assert re.search(r"^\| ~2 \| beta \| JVM-only check", section, re.M)
        assert tables.PROVISIONAL_NOTE in section
        assert "| broken |" not in section
        assert "Not ranked: broken (verify: verification failed: users: 10 items != 9 items)." in section
        assert f"![server-{dataset}](server-{dataset}.png)" in section


def test_verification_and_fidelity_are_reported(built):
    _, files = built
    text = files["markdown"].read_text()
    assert "| broken | broken-lib 1.2.3 | FAILED | lib | verify: verification failed: users: 10 items != 9 items |" in text
    assert "| null-list | ~ | ~ |" in text
    assert "| alpha | one-mib-string | rejected | serialize: IllegalArgumentException: too long |" in text


def without_scripts(page: str) -> str:
    return re.sub(r"<script\b[^>]*>.*?</script>", "<script></script>", page, flags=re.S)


def test_html_is_self_contained(built):
    _, files = built
    page = files["html"].read_text()
    markup = without_scripts(page)
    assert markup.count('src="data:image/png;base64,') == 7
    assert not re.search(r'(src|href)="(?!data:)', markup), "no external resource"
    assert "<script src" not in page
    assert interactive.plotly_js() in page, "plotly.js is inline"
    assert "<summary>Environment and method</summary>" in page and "Test CPU, 2 cores" in page
    assert "block medians 22,400.0–26,000.0 µs over 2 s (drift 15%)" in page


def test_the_answer_comes_first(built):
    _, files = built
    text = files["markdown"].read_text()
    answer = "- large: fastest verified framework alpha, 3.20 ms; 2.00× faster than beta"
    assert answer in text and text.index(answer) < text.index("## Environment and method")
    markup = without_scripts(files["html"].read_text())
    first_detail = markup.index("<details>")
    assert markup.index(answer[2:]) < markup.index('id="overview-small"') < markup.index('id="overview-large"')
    assert markup.index('id="overview-large"') < first_detail
    assert markup.index("<h2>Details</h2>") < first_detail
    # every section of the details is collapsed, none of the overview is
    assert markup.count("<details>") == markup.count("<summary>") >= 6


def test_the_overview_has_the_answer_chart_the_ranking_and_says_what_was_not_measured(built):
    _, files = built
    page = files["html"].read_text()
    figures = json.loads(re.search(r'<script type="application/json" id="figures">(.*?)</script>', page, re.S)[1])
    assert set(figures) == {f"{kind}-{dataset}" for dataset in ("small", "large")
                            for kind in ("answer", "ranking", "samples-serialize", "samples-deserialize")}
    boxes = {t["name"]: t for t in figures["samples-deserialize-large"]["data"]}
    samples = document()["frameworks"]["beta"]["datasets"]["large"]["server"]["deserialize"]["samples"]
    assert list(boxes) == ["alpha", "beta"] and boxes["beta"]["x"] == [v / 1000 for v in samples]
    assert boxes["beta"]["meta"] == {"framework": "beta"}
    answer = figures["answer-large"]
    points = {t["name"]: (t["x"][0], t["y"][0]) for t in answer["data"] if t["mode"] == "markers+text"}
    assert points == {"alpha": (900_000 / 1024, 3200.0), "beta": (900_000 / 1024, 6400.0)}
    assert [t["name"] for t in answer["data"] if t["mode"] == "lines"] == ["Pareto front: alpha"]
    assert figures["ranking-large"]["data"][0]["y"] == ["~1 alpha", "~2 beta"], "one JVM: provisional ranks"
    markup = without_scripts(page)
    assert markup.count("not measured in this run") == 2
    ranking = markup.split('id="overview-large"')[1].split("</table>")[0]
    assert re.search(r'<tr data-framework="alpha"><td class="r">~1</td><td class="l">alpha</td>', ranking)


def test_the_pareto_front_keeps_only_frameworks_nothing_beats_on_both_time_and_size():
    import pandas as pd
    from serbench import overview
    rows = pd.DataFrame({"framework": ["fast-big", "slow-small", "dominated", "middle", "tie-size"],
                         "serverP50Ns": [10, 50, 60, 20, 25], "payloadBytes": [900, 100, 950, 500, 500]})
    assert overview.pareto_front(rows) == ["fast-big", "middle", "slow-small"]


def test_where_the_time_goes_is_drawn_when_the_run_measured_the_servers_handling(tmp_path):
    doc = with_split(without_split(document()))
    files = report.build(doc, tmp_path)
    page = files["html"].read_text()
    figures = json.loads(re.search(r'<script type="application/json" id="figures">(.*?)</script>', page, re.S)[1])
    split = figures["split-large"]
    assert [t["name"] for t in split["data"]] == ["codec (server)", "server HTTP stack",
                                                  "client and transport (rest of the round trip)", "ping floor (p50)"]
    alpha = doc["frameworks"]["alpha"]["datasets"]["large"]["http"]["roundtrip"]
    codec, stack, client, ping = (t["x"][0] for t in split["data"])
    assert (codec, stack) == (alpha["server"]["stats"]["p50"] / 1000, 40.0)
    assert codec + stack + client == pytest.approx(alpha["roundTrip"]["stats"]["p50"] / 1000), "the parts add up"
    assert ping == doc["frameworks"]["alpha"]["datasets"]["large"]["http"]["ping"]["roundTrip"]["stats"]["p50"] / 1000
    assert "not measured in this run" not in without_scripts(page)
    assert "![where-large](where-large.png)" in files["markdown"].read_text()
    with Image.open(tmp_path / "where-large.png") as image:
        assert image.width >= 600 and len(image.convert("L").getcolors(maxcolors=100_000) or []) > 10


def test_the_fidelity_details_are_left_out_when_nothing_changed():
    doc = document()
    for fw in doc["frameworks"].values():
        for case in fw["fidelity"] or []:
            case.update(outcome="PRESERVED", detail=None)
    section = report.fidelity(doc)
    assert len(section.tables) == 1 and section.tables[0].headers[0] == "case"
    assert section.text.endswith("Every framework preserved every case.")
    assert "what happened" not in report.markdown("", [section])


def test_compare_flags_changes_beyond_the_spread():
    a = document()
    b = copy.deepcopy(a)
    for name in ("alpha", "beta"):
        for sc in b["frameworks"][name]["datasets"].values():
            sc["server"]["serialize"]["samples"] = [2 * s for s in sc["server"]["serialize"]["samples"]]
    changes = {(c.framework, c.dataset, c.figure): c for c in comparison.compare(a, b)}
    doubled = changes[("alpha", "large", "server serialize p50")]
    assert doubled.ratio == 2.0 and doubled.significant
    same = changes[("alpha", "large", "server deserialize p50")]
    assert same.ratio == 1.0 and not same.significant
    assert ("broken", "small", "server serialize p50") not in changes


def test_the_readme_section_is_replaced_between_its_markers(tmp_path):
    from serbench import readme
    page = tmp_path / "README.md"
    page.write_text(f"# title\n\nbefore\n\n{readme.START}\nold numbers\n{readme.END}\n\nafter\n")
    readme.update(page, document(), "20261122-120000.json")
    text = page.read_text()
    assert text.startswith("# title\n\nbefore\n") and text.endswith("\nafter\n")
    assert "old numbers" not in text
    assert "### Environment and method" in text and "### Dataset: large" in text
    assert "(20261122-120000.json)" in text
    readme.update(page, document(), "again.json")
    assert text.count(readme.START) == 1 and "(again.json)" in page.read_text()


def test_a_readme_without_markers_is_refused(tmp_path):
    from serbench import readme
    page = tmp_path / "README.md"
    page.write_text("# nothing to replace\n")
    with pytest.raises(ValueError, match="has no <!-- results:start -->"):
        readme.update(page, document(), "x.json")


def _jmh_file(tmp_path, serialize_us: float, deserialize_us: float, iterations: dict | None = None):
    """A scripts/jmh.sh result for framework alpha, large; iterations: operation -> rawData."""
    alpha = document()["frameworks"]["alpha"]["datasets"]["large"]["server"]
    benchmarks = []
    for operation, score in (("serialize", serialize_us), ("deserialize", deserialize_us)):
        metric = {"score": score, "scoreUnit": "us/op"}
        if iterations and operation in iterations:
            metric["rawData"] = iterations[operation]
        benchmarks.append({"benchmark": f"io.serbench.jmh.CodecBenchmark.{operation}",
                           "params": {"framework": "alpha", "scenario": "large"}, "primaryMetric": metric,
                           "secondaryMetrics": {"gc.alloc.rate.norm": {"score": alpha[operation]["allocatedBytesPerOp"]}}})
    path = tmp_path / "jmh.json"
    path.write_text(json.dumps(benchmarks))
    return path


def test_the_agreement_table_compares_in_service_figures_with_jmh(tmp_path):
    alpha = document()["frameworks"]["alpha"]["datasets"]["large"]["server"]
    path = _jmh_file(tmp_path, alpha["serialize"]["stats"]["p50"] / 1000,
                     alpha["deserialize"]["stats"]["p50"] / 1000 * 1.5)
    files = report.build(document(), tmp_path / "out", jmh=path)
    section = files["markdown"].read_text().split("## Agreement with JMH")[1]
    assert "2 rows: 1 within ±15%" in section and "0 within drift, 1 outside" in section
    assert re.search(r"\| alpha \| large \| serialize \| [\d,.]+ \| [\d,.]+–[\d,.]+ \| [\d,.]+ \| [\d,.]+–[\d,.]+ \| "
                     r"1\.00 \|.*\|  \|", section)
    assert re.search(r"\| alpha \| large \| deserialize \|.*\| 0\.67 \|.*\| outside \|", section)


def test_a_time_ratio_outside_the_tolerance_is_within_drift_when_both_harnesses_saw_the_same_speeds(tmp_path):
    from serbench import agreement
    samples = document()["frameworks"]["alpha"]["datasets"]["large"]["server"]["deserialize"]["samples"]
    high = max(samples) / 1000
    # JMH's average is 1.5 times the service's p50, but one of its iterations ran as fast as the
    # service's slowest block: the machine, not the timer, moved.
    path = _jmh_file(tmp_path, 1.0, 1.5 * statistics.median(samples) / 1000,
                     {"deserialize": [[high, 2 * high], [1.6 * high, 1.7 * high]]})
    rows = {r.operation: r for r in agreement.rows(document(), agreement.load_jmh(path))}
    assert rows["deserialize"].time_ratio == pytest.approx(1 / 1.5)
    assert (rows["deserialize"].service_low_ns, rows["deserialize"].service_high_ns) == (min(samples), max(samples))
    assert (rows["deserialize"].jmh.low_ns, rows["deserialize"].jmh.high_ns) == pytest.approx((max(samples),
                                                                                               2 * max(samples)))
    assert rows["deserialize"].verdict == "within drift"
    assert rows["serialize"].verdict == "outside"  # a 1 µs JMH average with no iterations near the service's


def test_jmh_forks_primed_with_both_operations_are_not_the_cross_check(tmp_path):
    from serbench import agreement
    alone = json.loads(_jmh_file(tmp_path, 100.0, 200.0).read_text())
    primed = [dict(bench, params=dict(bench["params"], prime="paired"),
                   primaryMetric=dict(bench["primaryMetric"], score=1.0)) for bench in alone]
    for bench in alone:
        bench["params"]["prime"] = "alone"
    path = tmp_path / "primed.json"
    path.write_text(json.dumps(alone + primed))
    figures = agreement.load_jmh(path)
    assert figures[("alpha", "large", "serialize")].mean_ns == pytest.approx(100_000)
    assert figures[("alpha", "large", "deserialize")].mean_ns == pytest.approx(200_000)


def test_the_report_names_the_datasets_whose_jit_was_not_quiet():
    doc = document()
    assert report.jit_row(doc) is None, "a run made without settleMillis says nothing"
    doc["run"]["settings"]["settleMillis"] = 8000
    assert report.jit_row(doc)[1] == "none"
    doc["frameworks"]["alpha"]["forks"][0]["datasets"]["small"]["jitQuiet"] = False
    assert report.jit_row(doc)[1] == "alpha: small"


def test_the_library_label_names_grpc_java_beside_the_codec_library():
    codec_only = {"library": "Protocol Buffers", "libraryVersion": "4.33.1"}
    with_rpc = dict(codec_only, grpc={"library": "grpc-java (grpc-netty-shaded)", "libraryVersion": "1.85.1",
                                      "port": 9083})
    assert report.library_label(codec_only) == "Protocol Buffers 4.33.1"
    assert report.library_label(with_rpc) == "Protocol Buffers 4.33.1 + grpc-java (grpc-netty-shaded) 1.85.1"
    assert report.library_label({}) == "?"


def test_ties_the_unranked_and_the_a_a_control_are_reported():
    broken = measured("fory", 500_000, 500_000, 2_000_000)
    broken["datasets"]["large"]["server"].update(roundTripEqual=False, roundTripDifference="users[3].name: a != b")
    doc = run_of(measured("protobuf", 1_000_000, 1_000_000, 3_000_000),
                 measured("grpc", 1_005_000, 1_000_000, 3_000_000), measured("kryo", 3_000_000, 3_000_000, 9_000_000),
                 broken)
    doc["run"]["settings"].update(quick=False, forks=2)  # a default run: ranks, not provisional ones
    frame = tables.summary_frame(doc)  # the report's parts without its PNG charts, which take seconds
    sections = [report.answer(frame, ["small", "large"]), report.dataset_section(doc, frame, "large", []),
                report.aa_control(frame)]
    text = report.markdown("", sections)
    answer = text.split("## The answer")[1].split("\n## ")[0]
    assert re.search(r"- large: fastest verified framework protobuf, 2.0\d ms, tied with grpc; 3\.0\d× faster than kryo",
                     answer)
    large = text.split("## Dataset: large")[1].split("\n## ")[0]
    assert [line.split(" | ")[:2] for line in large.splitlines() if re.match(r"\| \d", line)][:3] == [
        ["| 1=", "protobuf"], ["| 1=", "grpc"], ["| 3", "kryo"]]
    assert "Not ranked: fory (round trip failed in the measured run (large): users[3].name: a != b)." in large
    assert "| fory |" not in large.split("| framework | payload |")[0]
    control = text.split("## A/A control")[1].split("\n## ")[0]
    assert "tied in all 4 figures" in control and "NOT tied" not in control
    page = without_scripts(report.html_page("ties", doc, frame, []))
    ranking = page.split('id="overview-large"')[1].split("</table>")[0]
    assert re.search(r'<tr data-framework="grpc"><td class="r">1=</td>.*?<td class="l">tied</td></tr>', ranking)
    assert 'data-framework="fory"' not in ranking
    assert "Second A/A check (protobuf against grpc, one codec behind two services): tied in all 4 figures." in page


def test_the_answer_says_how_the_fastest_was_checked_and_has_no_margin_without_a_second():
    from serbench import overview
    doc = document()
    doc["frameworks"]["alpha"]["verification"]["status"] = "jvm-only"
    del doc["frameworks"]["beta"]
    found = overview.headline(tables.summary_frame(doc), "small")
    assert found.sentence() == "small: fastest verified framework alpha (JVM-only check), 32.0 µs"
    assert (found.runner_up, found.margin, found.tied_with) == (None, None, [])


def test_the_readme_summary_ranks_large_with_the_short_check_names():
    from serbench import readme
    doc = document()
    doc["frameworks"]["alpha"]["verification"]["checks"].append(
        {"dataset": "small", "check": "python-to-service", "passed": True, "detail": None})
    summary = readme.summary_markdown(doc, "20261122-120000.json")
    intro, table = summary.split("\n\n")
    assert intro.startswith("Run `20261122-120000` (`run.py --quick`: 3 frameworks, datasets small and large, "
                            "1 JVM per framework); produced by `scripts/update-readme-results.sh`")
    assert "Dataset `large` (1000 users), in the order of the run's ranking" in intro
    lines = table.splitlines()
    assert lines[0] == "| # | framework | check | ser p50 | deser p50 | rt p50 | payload |"
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines[2:]]
    assert [(r[1], r[2]) for r in rows] == [("alpha", "Python, both ways"), ("beta", "JVM-only")], \
        "the ranked frameworks, fastest first; broken is not ranked"
    one_way = readme.summary_markdown(document(), "x.json")
    assert "| alpha | Python reads |" in one_way, "a library that only reads the format"
    alpha = document()["frameworks"]["alpha"]["datasets"]["large"]
    assert rows[0][3].rstrip("*") == f"{alpha['server']['serialize']['stats']['p50'] / 1000:,.1f}"
    assert rows[0][6] == f"{alpha['payloadBytes']:,}"


def test_a_run_without_large_is_summarised_by_its_last_dataset_and_says_so():
    from serbench import readme
    doc = document()
    doc["run"]["settings"]["datasets"] = ["small"]
    assert "Dataset `small` (10 users; the run has no `large`, so its last dataset)" in readme.summary_markdown(
        doc, "x.json")


def test_the_results_go_to_docs_results_md_and_the_summary_to_the_readme(tmp_path, monkeypatch):
    from serbench import readme
    pages = {}
    for name, (start, end) in {"README.md": (readme.SUMMARY_START, readme.SUMMARY_END),
                               "results.md": (readme.START, readme.END),
                               "formats.md": (readme.COLUMNAR_START, readme.COLUMNAR_END)}.items():
        pages[name] = tmp_path / name
        pages[name].write_text(f"# {name}\n{start}\nold\n{end}\n")
    monkeypatch.setattr(readme, "README", pages["README.md"])
    monkeypatch.setattr(readme, "RESULTS_PAGE", pages["results.md"])
    monkeypatch.setattr(readme, "FORMATS_PAGE", pages["formats.md"])
    dump = tmp_path / "20261122-120000.json"
    dump.write_text(json.dumps(document()))
    assert readme.main([str(dump)]) == 0
    assert "### Dataset: large" in pages["results.md"].read_text()
    assert "| # | framework | check | ser p50 |" in pages["README.md"].read_text()
    assert "old" in pages["formats.md"].read_text(), "the columnar table is another command's"
