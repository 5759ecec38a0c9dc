"""report.html in a real browser: Debian's headless Chromium (installed by scripts/setup.sh),
driven by Playwright for Python. The overview renders without console errors, its charts show
values on hover, sorting a table, filtering its rows and hiding a framework work. Screenshots
of the first screenful are kept in pytest's tmp_path (printed by the test)."""

from __future__ import annotations

import shutil

import pytest
from PIL import Image, ImageStat
from playwright.sync_api import sync_playwright

from serbench import report, tables

from fixtures import document, framework

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
VIEWPORT = {"width": 1400, "height": 900}


@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:
        pytest.fail("chromium is not installed: run scripts/setup.sh")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        yield chromium
        chromium.close()


def open_page(browser, url: str):
    """A new page at url, with every console message and uncaught error it produces collected."""
    page = browser.new_page(viewport=VIEWPORT)
    messages: list[str] = []
    page.on("console", lambda message: messages.append(f"{message.type}: {message.text}"))
    page.on("pageerror", lambda error: messages.append(f"pageerror: {error}"))
    # The report opens offline: anything it asks for beyond its own file is a defect too.
    page.on("request", lambda request: None if request.url == url or request.url.startswith("data:")
            else messages.append(f"request: {request.url}"))
    page.goto(url)
    return page, messages


@pytest.fixture(scope="module")
def loaded(browser, tmp_path_factory):
    """The fixture's report with a third ranked framework (gamma, between alpha and beta). The
    page is report.build's without its PNG charts (seconds of matplotlib; test_report checks them)."""
    doc = document()
    doc["frameworks"]["gamma"] = framework("gamma", 1500)
    frame = tables.summary_frame(doc)
    details = [report.environment(doc), report.verification(doc), report.fidelity(doc),
               *[report.dataset_section(doc, frame, dataset, []) for dataset in doc["run"]["settings"]["datasets"]]]
    out = tmp_path_factory.mktemp("chromium")
    html = out / "report.html"
    html.write_text(report.html_page("serbench run", doc, frame, details))
    page, messages = open_page(browser, html.as_uri())
    page.wait_for_selector("body[data-charts=drawn]", timeout=20_000)
    assert page.locator(".figure .main-svg").count() >= 8
    shot = out / "report-first-screenful.png"
    page.screenshot(path=str(shot))
    print(f"screenshot of the first screenful: {shot}")
    yield page, messages, shot
    page.close()


def visible_frameworks(page, table: str) -> list[str]:
    return page.eval_on_selector_all(f"{table} tbody tr", "rows => rows.filter(r => !r.hidden).map(r => r.dataset.framework)")


RANKING = "#overview-large table.data"


def test_the_overview_renders_without_console_errors_and_answers_in_the_first_screenful(loaded):
    page, messages, shot = loaded
    assert messages == []
    answer = page.get_by_text("large: fastest verified framework alpha, 3.20 ms; 1.50× faster than gamma").first
    box = answer.bounding_box()
    assert answer.is_visible() and box["y"] + box["height"] <= VIEWPORT["height"]
    assert page.locator("#answer-large .main-svg").first.is_visible()
    assert not page.locator("details[open]").count(), "details start collapsed"
    assert not page.get_by_text("Test CPU, 2 cores").is_visible()
    with Image.open(shot) as image:
        assert image.size == (VIEWPORT["width"], VIEWPORT["height"])
        assert ImageStat.Stat(image.convert("L")).stddev[0] > 10, "the screenshot is blank"


def test_a_chart_shows_values_on_hover(loaded):
    page, messages, _ = loaded
    bar = page.locator("#ranking-large .bars path").first
    bar.evaluate("node => node.scrollIntoView({block: 'center'})")  # clear of the sticky framework filter
    box = bar.bounding_box()
    # Plotly's drag layer lies over the bars and takes the pointer: move it there as a user would.
    page.mouse.move(box["x"] + 2, box["y"] + 2)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=5)
    label = page.locator("#ranking-large .hoverlayer .hovertext")
    label.wait_for(timeout=5_000)
    assert "alpha" in label.text_content() and "3,200" in label.text_content()
    assert messages == []


def test_sorting_a_table_by_a_column(loaded):
    page, _, _ = loaded
    heading = page.locator(f"{RANKING} th", has_text="framework")
    heading.click()
    assert visible_frameworks(page, RANKING) == ["alpha", "beta", "gamma"]
    assert heading.get_attribute("aria-sort") == "ascending"
    heading.click()
    assert visible_frameworks(page, RANKING) == ["gamma", "beta", "alpha"]
    page.locator(f"{RANKING} th", has_text="ser + deser p50").click()  # numbers with thousands separators
    assert visible_frameworks(page, RANKING) == ["alpha", "gamma", "beta"]


def test_filtering_rows_and_hiding_a_framework(loaded):
    page, messages, _ = loaded
    page.locator("#overview-large input.row-filter").fill("gam")
    assert visible_frameworks(page, RANKING) == ["gamma"]
    page.locator("#overview-large input.row-filter").fill("")
    assert visible_frameworks(page, RANKING) == ["alpha", "gamma", "beta"]

    page.locator('input.fw[value="alpha"]').uncheck()
    page.wait_for_selector("body[data-charts=drawn]")
    assert visible_frameworks(page, RANKING) == ["gamma", "beta"]
    assert visible_frameworks(page, "#overview-small table.data") == ["gamma", "beta"]
    ranking_bars = page.evaluate("document.getElementById('ranking-large').data[0].y")
    assert ranking_bars == ["~2 gamma", "~3 beta"]  # a --quick run: provisional ranks
    points = page.evaluate("document.getElementById('answer-large').data.filter(t => t.x.length).map(t => t.name)")
    assert "alpha" not in points and {"gamma", "beta"} <= set(points)
    boxes = page.evaluate("document.getElementById('samples-serialize-large').data.map(t => [t.name, t.visible])")
    assert boxes == [["alpha", False], ["gamma", True], ["beta", True]]
    page.locator("#fw-all").click()
    page.wait_for_selector("body[data-charts=drawn]")
    assert visible_frameworks(page, RANKING) == ["alpha", "gamma", "beta"]
    assert messages == []


def test_the_raw_distributions_open_at_full_width(loaded):
    page, messages, _ = loaded
    chart = page.locator("#samples-serialize-large")
    assert not chart.is_visible()
    page.locator("summary", has_text="Raw distributions").click()
    chart.locator(".main-svg").first.wait_for()
    page.wait_for_function("document.querySelector('#samples-serialize-large .main-svg').getBoundingClientRect().width"
                           " > 1000")
    assert chart.locator(".boxlayer .trace").count() == 3
    page.locator("summary", has_text="Raw distributions").click()
    assert messages == []


def test_the_console_check_does_catch_an_error(browser, tmp_path):
    """Negative control: the collection above does notice a page that logs an error."""
    broken = tmp_path / "broken.html"
    broken.write_text('<!DOCTYPE html><html><body><p>x</p><script>console.error("boom"); null.x</script>'
                      '<img src="https://example.invalid/a.png"></body></html>')
    page, messages = open_page(browser, broken.as_uri())
    page.close()
    assert {"error: boom", "pageerror: Cannot read properties of null (reading 'x')",
            "request: https://example.invalid/a.png"} <= set(messages)


def test_the_screenshot_for_the_docs_is_the_first_screenful_made_small(loaded, tmp_path):
    from serbench import screenshot
    page, messages, _ = loaded
    page.evaluate("window.scrollTo(0, 0)")
    out = tmp_path / "overview.png"
    screenshot.shoot(page, out)
    with Image.open(out) as image:
        assert image.size == screenshot.DOCS_SIZE and image.mode == "P"
        assert ImageStat.Stat(image.convert("L")).stddev[0] > 10, "the screenshot is blank"
    assert out.stat().st_size < 150_000
    assert messages == []


def test_the_history_page_renders_and_filters_without_console_errors(browser, tmp_path):
    from serbench import history, history_report
    from test_report_history import dump
    dump(tmp_path, "20261120-100000", "aaaaaaa1", 1.0, 0.05)
    dump(tmp_path, "20261121-100000", "bbbbbbb2", 2.0, 0.30)
    db = tmp_path / history.DB_NAME
    history.update(tmp_path, db)
    html = history_report.html_page(history.figures(db), history.runs(db), tmp_path / "history.html")
    page, messages = open_page(browser, html.as_uri())
    page.wait_for_selector("body[data-charts=drawn]", timeout=20_000)
    assert page.locator(".figure .main-svg").count() >= 3
    page.locator('input.fw[value="beta"]').uncheck()
    page.wait_for_selector("body[data-charts=drawn]")
    lines = page.evaluate("document.getElementById('history-1').data.filter(t => t.x.length).map(t => t.name)")
    assert lines == ["alpha"]
    assert "beta" not in visible_frameworks(page, "table.data")
    page.close()
    assert messages == []


def test_the_evolution_matrix_switches_every_models_table_with_one_toggle(browser, tmp_path):
    """A report built from the evolution fixture (an evolution run alone, two models): a table
    per model, and the one configuration toggle shows each framework's cells of the chosen
    configuration in both tables."""
    from pathlib import Path
    from serbench import results
    document_ = results.load(Path(__file__).parent / "data" / "evolution-fixture.json")
    files = report.build(document_, tmp_path / "evolution")
    page, messages = open_page(browser, files["html"].as_uri())
    page.locator("#evolution-matrix table").first.wait_for()
    assert page.locator("#evolution-matrix table").count() == 2
    assert page.locator('#evolution-matrix input[name="evolution-configuration"]').count() == 2, "one toggle"
    assert page.locator("#evolution-model-mediacontent").inner_text() == (
        "Model mediacontent: record Media, dataset mediacontent=10")

    def visible(model: str) -> str:
        return f'#evolution-matrix table[data-model="{model}"] tbody:not([hidden])'

    def cell(model: str, framework: str, change: str, direction: str):
        return page.locator(f'{visible(model)} tr[data-framework="{framework}"] '
                            f'td[data-change="{change}"][data-direction="{direction}"]')

    users_alpha = cell("users", "alpha", "add-field", "new-to-old")
    users_beta = cell("users", "beta", "remove-field", "new-to-old")
    media_alpha = cell("mediacontent", "alpha", "rename-field", "old-to-new")
    media_beta = cell("mediacontent", "beta", "rename-field", "new-to-old")
    for model in ("users", "mediacontent"):
        assert page.locator(visible(model)).get_attribute("data-configuration") == "benchmarked"
    assert page.locator(f'{visible("users")} tr').count() == 3
    assert page.locator(f'{visible("mediacontent")} tr').count() == 2, "gamma has no versions of mediacontent"
    assert page.locator('#evolution-matrix p.no-versions').inner_text() == "No versions of mediacontent yet: gamma."
    assert users_alpha.get_attribute("data-outcome") == "rejected" and users_alpha.inner_text() == "✗"
    assert "HTTP status: 400" in users_alpha.get_attribute("title")
    assert users_alpha.get_attribute("title").startswith("alpha, users (User), add-field, new→old")
    assert users_beta.get_attribute("data-outcome") == "corrupted"
    assert media_alpha.get_attribute("data-outcome") == "rejected" and media_alpha.is_visible()
    assert media_alpha.get_attribute("title").startswith("alpha, mediacontent (Media), rename-field, old→new")
    assert media_beta.get_attribute("data-outcome") == "write-failed"
    assert not page.locator("text=The answer").count() and not page.locator(".overview").count()

    page.locator('input[name="evolution-configuration"][value="compatible"]').check()
    for model in ("users", "mediacontent"):
        assert page.locator(visible(model)).get_attribute("data-configuration") == "compatible"
    assert users_alpha.get_attribute("data-outcome") == "ignored"
    assert users_alpha.inner_text() == "↷" and users_alpha.is_visible()
    assert users_beta.get_attribute("data-outcome") == "corrupted", "beta has no compatible mode"
    assert media_alpha.get_attribute("data-outcome") == "defaulted"
    assert media_alpha.inner_text() == "○" and media_alpha.is_visible()
    assert media_beta.get_attribute("data-outcome") == "write-failed", "beta has no compatible mode"
    for model in ("users", "mediacontent"):
        beta = page.locator(f'{visible(model)} tr[data-framework="beta"] th')
        assert "(benchmarked: no compatible mode)" in beta.inner_text()
    assert "no compatible configuration" in media_beta.get_attribute("title")

    page.locator('input[name="evolution-configuration"][value="benchmarked"]').check()
    assert users_alpha.get_attribute("data-outcome") == "rejected"
    assert media_alpha.get_attribute("data-outcome") == "rejected"
    page.close()
    assert messages == []
